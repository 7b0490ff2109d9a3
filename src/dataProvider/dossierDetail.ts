import type { PartijNaw } from '../../contract/dossier-forms';
import type { DossierMessage } from '../../contract/dossier-messages';
import type { DossierObject } from './dossierObjects';
import type { DossierRow, PersonRef } from './dossiers';
import type { Leningdeel } from './dossierSections';
import { normaliseOrigin } from '../../contract/dossier';
import { request } from './http';
import { withQuery } from './params';

/** The calls of a dossier's header and overview, also made by the server for its first screen (src/entry-server.tsx). */
export const dossierDetailUrl = (id: number | string, origin: string) =>
  withQuery(`/api/v1/dossiers/${id}`, { origin: String(normaliseOrigin(origin) || 'AANVRAAG') });
export const overviewUrl = (id: number | string) => `/api/v1/dossiers/${id}/overview`;
export const documentStatusCountUrl = (id: number | string) => `/api/v1/overzicht/${id}/document-status-count`;

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

const status = (path: string, method: 'POST' | 'PUT' | 'PATCH' | 'GET' | 'DELETE', body?: object) =>
  request<DossierStatusFields>(path, { method, body });

export interface Label {
  id: number;
  naam: string;
  kleur: string;
}


interface AuditRow {
  id: number;
  gewijzigdOp: string;
  veld: string;
  oudeWaarde: string | null;
  nieuweWaarde: string | null;
  gebruiker: PersonRef | null;
  /** Names of the rows the field path points at, by path part (`hypotheekGevers[734]`). */
  onderwerpen: Record<string, string>;
  /** The name an id value stands for (a user, office, applicant), when the server knows one. */
  oudeWaardeNaam: string | null;
  nieuweWaardeNaam: string | null;
}

export interface AuditPage {
  content: AuditRow[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

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

/** One document status of Beheer › documenten with the number of the dossier's documents in it. */
export interface DocumentStatusCount {
  code: string;
  omschrijving: string;
  icoon: string;
  aantal: number;
}

export interface MessagePage {
  content: DossierMessage[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export const dossierDetailCalls = {
  /**
   * The dossier, opened from a phase (spec 001 §7: default AANVRAAG, RENTE-AANBOD sent as
   * RENTEAANBOD). A 404 (no such dossier, or outside the user's scope) is the page's own not-found.
   */
  getDossierDetail: (id: number | string, origin: string) => request<DossierDetail>(dossierDetailUrl(id, origin), { shownByCaller: [404] }),

  // Status actions (docs/dossier-status.md).
  setDossierPriority: (id: number, level: 'high' | 'low', version: number) =>
    status(`/api/v1/workflow/dossier/${id}/priority/${level}`, 'PATCH', { version }),
  rejectDossier: (id: number, toelichting: string, version: number) => status(`/api/v1/dossiers/${id}/reject`, 'POST', { toelichting, version }),
  updateDossierRejection: (id: number, toelichting: string, version: number) =>
    status(`/api/v1/dossiers/${id}/reject`, 'PUT', { toelichting, version }),
  closeDossier: (id: number, redenBeeindigingId: number, toelichting: string, version: number) =>
    status(`/api/v1/dossiers/${id}/close`, 'POST', { redenBeeindigingId, toelichting, version }),
  reopenDossier: (id: number, version: number) => status(`/api/v1/dossiers/${id}/reopen`, 'PATCH', { version }),
  finishDossier: (id: number, version: number) => status(`/api/v1/dossiers/${id}/afronden`, 'PATCH', { version }),
  unarchiveDossier: (id: number) => status(`/api/v1/dossiers/${id}/unarchive`, 'GET'),
  forwardDossier: (id: number, geldverstrekkerId: number, version: number) =>
    status(`/api/v1/dossiers/${id}/forward`, 'PUT', { geldverstrekkerId, version }),
  sendDossierToServicing: (id: number, version: number) => status(`/api/v1/dossiers/${id}/sendtoservicing`, 'POST', { version }),
  setDossierSubStatus: (id: number, subStatus: string | null, version: number) =>
    status(`/api/v1/dossiers/${id}/substatus`, 'PUT', { subStatus, version }),
  linkDossierKantoor: (id: number, kantoorId: number, adviseurId: number | null, version: number) =>
    status(`/api/v1/dossiers/${id}/kantoor/${kantoorId}`, 'PUT', { adviseurId, version }),
  unlinkDossierKantoor: (id: number) => status(`/api/v1/dossiers/${id}/kantoor`, 'DELETE'),

  /** The active advisers of an office, for linking a dossier to an office and adviser. */
  getKantoorAdviseurs: (kantoorId: number) => request<PersonRef[]>(`/api/v1/kantoors/${kantoorId}/adviseurs`),

  /** Field errors come back as react-admin form errors (formErrors), a 409 goes to the Foutmelding dialog. */
  saveApplicant: (applicant: { id: number; version: number; partijNawData: Record<string, unknown> }) =>
    request<Applicant>(`/api/v1/hypotheekgever/${applicant.id}`, {
      method: 'PUT',
      body: { partijNawData: applicant.partijNawData, version: applicant.version },
      formErrors: true,
    }),

  getActiveLabels: () => request<Label[]>('/api/v1/dossiers/labels'),
  addLabel: (id: number, labelId: number) => request<Label[]>(`/api/v1/dossiers/${id}/label`, { method: 'POST', body: { labelId } }),
  removeLabel: (id: number, labelId: number) => request<Label[]>(`/api/v1/dossiers/${id}/label/${labelId}`, { method: 'DELETE' }),
  addRemark: (dossierId: number, tekst: string) =>
    request<{ id: number }>('/api/v1/dossier/remark', { method: 'POST', body: { dossierId, tekst }, formErrors: true }),

  getAuditTrail: (id: number, page: number, size: number) =>
    request<AuditPage>(`/api/v1/dossiers/${id}/wijzigingen`, { query: { page, size } }),
  getOverview: (id: number) => request<Overview>(overviewUrl(id)),
  getDocumentStatusCount: (id: number) => request<DocumentStatusCount[]>(documentStatusCountUrl(id)),
  getDossierMessages: (id: number, page: number, size: number) =>
    request<MessagePage>(`/api/v1/dossiers/${id}/messages`, { query: { page, size } }),
};
export type DossierDetailCalls = typeof dossierDetailCalls;
