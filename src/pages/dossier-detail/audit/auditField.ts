import { APPROVAL_LABELS } from '../../../../contract/dossier-approvals';
import { BELANGRIJKE_DATUM_SOORTEN } from '../../../../contract/dossier';
import { HYPOTHEEK_LABELS, KADASTER_LABELS, NOTARIS_LABELS, OBJECT_LABELS, PARTIJ_NAW_LABELS, TUSSENPERSOON_LABELS } from '../../../../contract/dossier-forms';
import { BANKGARANTIE_LABELS, CONTRACTOR_LABELS, NOTARIS_CDS_LABELS } from '../../../../contract/dossier-parties';
import { BO_INFO_LABELS } from '../../../../contract/bo-info';

/**
 * A field of the audit trail in Dutch: the trail names fields as the server writes them
 * (docs/api-dossier-detail.md, "Versions and the audit trail": `status`, `hypotheekGevers[12].bsn`,
 * `object[7].kadaster[2].perceelnummer`, `tekstregels.3`, `belangrijkeDatums.TAXATIE`). Unknown
 * parts stay as written, so a new kind of change still shows.
 */
const DOSSIER_FIELDS: Record<string, string> = {
  status: 'Status',
  subStatus: 'Substatus',
  prioriteit: 'Prioriteit',
  fase: 'Fase',
  stap: 'Stap',
  gearchiveerd: 'Gearchiveerd',
  leningType: 'Soort lening',
  kantoorId: 'Kantoor',
  adviseurId: 'Adviseur',
  geldverstrekkerId: 'Geldverstrekker',
  redenBeeindigingId: 'Reden beëindiging',
  statusToelichting: 'Toelichting status',
  workloadStatus: 'Werkvoorraad',
  workloadGebruikerId: 'Behandelaar',
  dienstverlening: 'Dienstverlening',
  'dossier.labels': 'Labels',
  'bindendAanbod.tekst': 'Tekst bindend aanbod',
};

const KINDS: Record<string, string> = {
  hypotheekGevers: 'Hypotheekgever',
  notaris: 'Notaris',
  tussenpersoon: 'Tussenpersoon',
  hypotheek: 'Hypotheek',
  object: 'Object',
  kadaster: 'Kadaster',
  approvals: 'Beoordeling',
  opmerkingen: 'Opmerking',
  dienstbetrekkingen: 'Dienstbetrekking',
  bezittingen: 'Bezitting',
  verplichtingen: 'Verplichting',
  kyc: 'KYC-stap',
  contractanten: 'Contractant',
  bankgaranties: 'Bankgarantie',
  notarisCds: 'Notaris CDS',
  extractedParties: 'Gelezen partij',
  boInfo: 'Back-office-informatie',
  berichten: 'Bericht',
};

const FIELDS: Record<string, string> = {
  ...PARTIJ_NAW_LABELS,
  ...NOTARIS_LABELS,
  ...TUSSENPERSOON_LABELS,
  ...HYPOTHEEK_LABELS,
  ...OBJECT_LABELS,
  ...KADASTER_LABELS,
  ...APPROVAL_LABELS,
  ...CONTRACTOR_LABELS,
  ...BANKGARANTIE_LABELS,
  ...NOTARIS_CDS_LABELS,
  ...BO_INFO_LABELS,
  tekst: 'Tekst',
  werkgever: 'Werkgever',
  omschrijving: 'Omschrijving',
  dienstverband: 'Dienstverband',
  brutoJaarbedrag: 'Bruto jaarbedrag',
  waarde: 'Waarde',
  maandlast: 'Maandlast',
  verschillen: 'Verschillen',
  template: 'Berichttemplate',
  onderwerp: 'Onderwerp',
  ontvanger: 'Ontvanger',
};

const SEPARATOR = ' › ';

export const auditFieldLabel = (veld: string): string => {
  if (DOSSIER_FIELDS[veld]) return DOSSIER_FIELDS[veld];
  const [head, rest] = [veld.slice(0, veld.indexOf('.')), veld.slice(veld.indexOf('.') + 1)];
  if (head === 'tekstregels') return `Tekstregel ${rest}`;
  if (head === 'belangrijkeDatums') return `Belangrijke datum${SEPARATOR}${BELANGRIJKE_DATUM_SOORTEN.find((s) => s.id === rest)?.name ?? rest}`;
  const parts = veld.split('.');
  const field = parts.pop()!;
  const kinds = parts.map((part) => {
    const match = /^(\w+)\[(\d+)\]$/.exec(part);
    return match ? `${KINDS[match[1]] ?? match[1]} ${match[2]}` : part;
  });
  return [...kinds, FIELDS[field] ?? field].join(SEPARATOR);
};
