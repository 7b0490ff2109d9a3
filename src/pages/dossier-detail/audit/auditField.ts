import { APPROVAL_LABELS } from '../../../../contract/dossier-approvals';
import { BELANGRIJKE_DATUM_SOORTEN } from '../../../../contract/dossier';
import { HYPOTHEEK_LABELS, KADASTER_LABELS, NOTARIS_LABELS, OBJECT_LABELS, PARTIJ_NAW_LABELS, TUSSENPERSOON_LABELS } from '../../../../contract/dossier-forms';
import { BANKGARANTIE_LABELS, CONTRACTOR_LABELS, NOTARIS_CDS_LABELS } from '../../../../contract/dossier-parties';
import { VERZEKERING_LABELS } from '../../../../contract/insurances';
import { BO_INFO_LABELS } from '../../../../contract/bo-info';
import { codeName } from '../../../i18n/codeNames';
import { formatDate, formatDateTime } from '../../../i18n/dates';
import { app } from '../../../i18n/nl';

/**
 * A field of the audit trail in Dutch: the trail names fields as the server writes them
 * (docs/api-dossier-detail.md, "Versions and the audit trail": `status`, `hypotheekGevers[12].bsn`,
 * `object[7].kadaster[2].perceelnummer`, `tekstregels.3`, `belangrijkeDatums.TAXATIE`). Unknown
 * parts stay as written, so a new kind of change still shows. A row's id means nothing to a user:
 * a part is named by what the server found for it (`onderwerpen`: the applicant's name, the
 * object's address) or by its kind alone.
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
  stipulaties: 'Stipulaties',
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
  verzekeringen: 'Verzekering',
  notarisCds: 'Notaris CDS',
  extractedParties: 'Gelezen partij',
  boInfo: 'Back-office-informatie',
  berichten: 'Bericht',
  hdnBerichten: 'HDN-bericht',
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
  ...VERZEKERING_LABELS,
  // The applicant an insurance or a read party belongs to.
  hypotheekgeverId: 'Aanvrager',
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
  ontvangen: 'Ontvangen',
  verzonden: 'Verzonden',
};

const SEPARATOR = ' › ';

/** The HDN message a line of the trail is about (`hdnBerichten[12].ontvangen`), or null. */
export const hdnMessageOf = (veld: string) => {
  const match = /^hdnBerichten\[(\d+)\]\./.exec(veld);
  return match ? Number(match[1]) : null;
};

export const auditFieldLabel = (veld: string, onderwerpen: Record<string, string> = {}): string => {
  if (DOSSIER_FIELDS[veld]) return DOSSIER_FIELDS[veld];
  const [head, rest] = [veld.slice(0, veld.indexOf('.')), veld.slice(veld.indexOf('.') + 1)];
  if (head === 'tekstregels') return `Tekstregel ${rest}`;
  if (head === 'belangrijkeDatums') return `Belangrijke datum${SEPARATOR}${BELANGRIJKE_DATUM_SOORTEN.find((s) => s.id === rest)?.name ?? rest}`;
  const parts = veld.split('.');
  const field = parts.pop()!;
  const kinds = parts.map((part) => {
    const match = /^(\w+)\[\d+\]$/.exec(part);
    if (!match) return part;
    const kind = KINDS[match[1]] ?? match[1];
    return onderwerpen[part] ? `${kind} ${onderwerpen[part]}` : kind;
  });
  return [...kinds, FIELDS[field] ?? field].join(SEPARATOR);
};

/** Fields of the dossier whose values are codes of a known list, by the kind `codeName` knows. */
const DOSSIER_CODE_LISTS: Record<string, string> = {
  workloadStatus: 'workloadStatus',
  status: 'dossierStatus',
  subStatus: 'subStatus',
  prioriteit: 'prioriteit',
  fase: 'fase',
  stap: 'stap',
  leningType: 'leningType',
};
/** The same for the fields of a part (an applicant's gender). */
const PART_CODE_LISTS: Record<string, string> = { geslacht: 'geslacht' };
/** Fields of sub-entities and bookkeeping that carry a code without a list here: read as words. */
const CODE_FIELDS = new Set(['status', 'resultaat', 'opschoning', 'soort', 'type']);
const UPPER_CASE_CODE = /^[A-Z]+(?:_[A-Z0-9]+)*$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value of the trail as a user reads it: the name the server found for an id, a code's Dutch
 * name, Ja/Nee, a date as day-month-year. The trail stores every value as text, so what it was is
 * told from the field and the text's form. Null stays null (the screen shows '–').
 */
export const auditValue = (veld: string, value: string | null, naam: string | null = null): string | null => {
  if (value === null) return null;
  if (naam) return naam;
  const field = veld.slice(veld.lastIndexOf('.') + 1);
  const list = field === veld ? DOSSIER_CODE_LISTS[field] : PART_CODE_LISTS[field];
  if (list) return codeName(list, value);
  if (value === 'true') return app.list.yes;
  if (value === 'false') return app.list.no;
  if (TIMESTAMP.test(value)) return formatDateTime(value);
  if (DAY.test(value)) return formatDate(value);
  if (CODE_FIELDS.has(field) && UPPER_CASE_CODE.test(value)) return codeName(field, value);
  return value;
};
