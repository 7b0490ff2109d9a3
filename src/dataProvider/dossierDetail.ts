import type { PartijNaw } from '../../contract/dossier-forms';
import type { DossierMessage } from '../../contract/dossier-messages';
import type { DossierObject } from './dossierObjects';
import type { DossierRow, PersonRef } from './dossiers';
import type { Leningdeel } from './dossierSections';
import { normaliseOrigin } from '../../contract/dossier';
import { request } from './http';

/**
 * Named calls of the dossier detail screen shell: the dossier itself, status actions, applicants,
 * labels and remarks, the audit trail, the overview and the messages (docs/api-dossier-detail.md).
 * The tab sections of other areas keep their own calls beside them.
 */

export interface Applicant {
  id: number;
  version: number;
  partijNawData: PartijNaw & { geslacht: string };
}

interface Contractor {
  id: number;
  type: string;
  firstName: string | null;
  familyNamePrefix: string | null;
  familyName: string | null;
  name: string | null;
}

interface Remark {
  id: number;
  tekst: string;
  createdAt: string;
  gebruiker: PersonRef | null;
}

/** GET /dossiers/{id}: the list row plus what the detail needs. */
export interface DossierDetail extends Omit<DossierRow, 'hypotheekGevers'> {
  hypotheekGevers: Applicant[];
  redenBeeindigingId: number | null;
  statusToelichting: string | null;
  offerteData: { id: number; volgnummer: number; kenmerk: string | null; uitgebrachtOp: string | null; geldigTot: string | null; hoofdsom: number | null }[];
  contractanten: Contractor[];
  opmerkingen: Remark[];
}

/** The status fields every status action answers. */
export interface DossierStatusFields {
  id: number;
  fase: string;
  stap: string;
  status: string;
  subStatus: string | null;
  prioriteit: string | null;
  gearchiveerd: boolean;
  leningType: string;
  kantoorId: number | null;
  adviseurId: number | null;
  geldverstrekkerId: number | null;
  redenBeeindigingId: number | null;
  statusToelichting: string | null;
  version: number;
}

export const dossierKey = (id: number | string) => ['dossier', String(id)] as const;

/** The dossier, opened from a phase (spec 001 §7: default AANVRAAG, RENTE-AANBOD sent as RENTEAANBOD). */
export const getDossierDetail = (id: number | string, origin: string) =>
  request<DossierDetail>(`/api/v1/dossiers/${id}`, { query: { origin: String(normaliseOrigin(origin) || 'AANVRAAG') } });

// --- status actions (docs/dossier-status.md) ---

const status = (path: string, method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE', body?: object) =>
  request<DossierStatusFields>(path, { method, body });

export const statusCalls = {
  priority: (id: number, level: 'high' | 'low', version: number) => status(`/api/v1/workflow/dossier/${id}/priority/${level}`, 'PATCH', { version }),
  reject: (id: number, toelichting: string, version: number) => status(`/api/v1/dossiers/${id}/reject`, 'POST', { toelichting, version }),
  rejectUpdate: (id: number, toelichting: string, version: number) => status(`/api/v1/dossiers/${id}/reject`, 'PUT', { toelichting, version }),
  close: (id: number, redenBeeindigingId: number, toelichting: string, version: number) =>
    status(`/api/v1/dossiers/${id}/close`, 'POST', { redenBeeindigingId, toelichting, version }),
  reopen: (id: number, version: number) => status(`/api/v1/dossiers/${id}/reopen`, 'PATCH', { version }),
  afronden: (id: number, version: number) => status(`/api/v1/dossiers/${id}/afronden`, 'PATCH', { version }),
  unarchive: (id: number) => status(`/api/v1/dossiers/${id}/unarchive`, 'GET'),
  forward: (id: number, geldverstrekkerId: number, version: number) => status(`/api/v1/dossiers/${id}/forward`, 'PUT', { geldverstrekkerId, version }),
  sendToServicing: (id: number, version: number) => status(`/api/v1/dossiers/${id}/sendtoservicing`, 'POST', { version }),
  subStatus: (id: number, subStatus: string | null, version: number) => status(`/api/v1/dossiers/${id}/substatus`, 'PUT', { subStatus, version }),
  linkKantoor: (id: number, kantoorId: number, adviseurId: number | null, version: number) =>
    status(`/api/v1/dossiers/${id}/kantoor/${kantoorId}`, 'PUT', { adviseurId, version }),
  unlinkKantoor: (id: number) => status(`/api/v1/dossiers/${id}/kantoor`, 'DELETE'),
};

/** The active advisers of an office, for linking a dossier to an office and adviser. */
export const getKantoorAdviseurs = (kantoorId: number) => request<PersonRef[]>(`/api/v1/kantoors/${kantoorId}/adviseurs`);

// --- applicants ---

/** Field errors come back as react-admin form errors (formErrors), a 409 goes to the Foutmelding dialog. */
export const saveApplicant = (applicant: { id: number; version: number; partijNawData: Record<string, unknown> }) =>
  request<Applicant>(`/api/v1/hypotheekgever/${applicant.id}`, {
    method: 'PUT',
    body: { partijNawData: applicant.partijNawData, version: applicant.version },
    formErrors: true,
  });

// --- labels and remarks ---

export interface Label {
  id: number;
  naam: string;
  kleur: string;
}

export const getActiveLabels = () => request<Label[]>('/api/v1/dossiers/labels');
export const addLabel = (id: number, labelId: number) => request<Label[]>(`/api/v1/dossiers/${id}/label`, { method: 'POST', body: { labelId } });
export const removeLabel = (id: number, labelId: number) => request<Label[]>(`/api/v1/dossiers/${id}/label/${labelId}`, { method: 'DELETE' });
export const addRemark = (dossierId: number, tekst: string) =>
  request<{ id: number }>('/api/v1/dossier/remark', { method: 'POST', body: { dossierId, tekst }, formErrors: true });

// --- audit trail ---

interface AuditRow {
  id: number;
  gewijzigdOp: string;
  veld: string;
  oudeWaarde: string | null;
  nieuweWaarde: string | null;
  gebruiker: PersonRef | null;
}

export interface AuditPage {
  content: AuditRow[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export const getAuditTrail = (id: number, page: number, size: number) =>
  request<AuditPage>(`/api/v1/dossiers/${id}/wijzigingen`, { query: { page, size } });

// --- overview ---

export interface Overview {
  status: DossierStatusFields;
  lenings: { leningdelen: Omit<Leningdeel, 'id' | 'version'>[]; totaal: number };
  object: Pick<
    DossierObject,
    'id' | 'soortObject' | 'straatNaam' | 'huisNummer' | 'huisNummerToevoeging' | 'postcode' | 'plaatsNaam' | 'koopsom' | 'marktwaarde' | 'wozWaarde' | 'energieLabel'
  > | null;
  financieleDekking: { koopsom: number; hoofdsom: number; eigenMiddelen: number; bezittingen: number; totaalDekking: number; tekort: number };
  statusDates: {
    ontvangenOp: string | null;
    stapSinds: string | null;
    geldigTot: string | null;
    statusGewijzigdOp: string | null;
    faseGewijzigdOp: string | null;
    belangrijkeDatums: { soort: string; datum: string }[];
  };
}

export const getOverview = (id: number) => request<Overview>(`/api/v1/dossiers/${id}/overview`);

/** One document status of Beheer › documenten with the number of the dossier's documents in it. */
export interface DocumentStatusCount {
  code: string;
  omschrijving: string;
  icoon: string;
  aantal: number;
}

export const getDocumentStatusCount = (id: number) => request<DocumentStatusCount[]>(`/api/v1/overzicht/${id}/document-status-count`);

// --- messages (communicatie) ---

export interface MessagePage {
  content: DossierMessage[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export const getDossierMessages = (id: number, page: number, size: number) =>
  request<MessagePage>(`/api/v1/dossiers/${id}/messages`, { query: { page, size } });
