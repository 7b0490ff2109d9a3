/**
 * Code lists of a dossier, shared by the browser (labels, selects, filters) and the server
 * (validation, check constraints, seed). Codes are what the API sends; names are Dutch labels.
 */

const codes = <T extends readonly { id: string }[]>(list: T) => list.map((item) => item.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

/** The phases a dossier passes through, in process order (spec 001 §1). */
export const FASES = [
  { id: 'AANVRAAG', name: 'Aanvraag' },
  { id: 'RENTEAANBOD', name: 'Renteaanbod' },
  { id: 'HYPOTHEEKAANBOD', name: 'Hypotheekaanbod' },
  { id: 'PASSEREN', name: 'Passeren' },
] as const;
export const FASE_CODES = codes(FASES);
export type Fase = (typeof FASE_CODES)[number];

/**
 * The phase a dossier detail is opened from (GET /dossiers/{id}?origin, spec 001 §7): the
 * browser's RENTE-AANBOD travels as RENTEAANBOD, so both spellings mean the same phase.
 */
export const normaliseOrigin = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/[-_\s]/g, '') : value);

/** The steps within each phase, in process order. A step code may recur in another phase. */
export const STAPPEN = {
  AANVRAAG: [
    { id: 'ONTVANGEN', name: 'Aanvraag ontvangen' },
    { id: 'BEOORDELEN', name: 'Aanvraag beoordelen' },
    { id: 'AANVULLEN', name: 'Wacht op aanvulling' },
    { id: 'GOEDGEKEURD', name: 'Aanvraag goedgekeurd' },
  ],
  RENTEAANBOD: [
    { id: 'AANGEVRAAGD', name: 'Renteaanbod aangevraagd' },
    { id: 'UITGEBRACHT', name: 'Renteaanbod uitgebracht' },
    { id: 'GETEKEND', name: 'Renteaanbod getekend retour' },
  ],
  HYPOTHEEKAANBOD: [
    { id: 'DOCUMENTEN_OPVRAGEN', name: 'Documenten opvragen' },
    { id: 'DOCUMENTEN_BEOORDELEN', name: 'Documenten beoordelen' },
    { id: 'UITGEBRACHT', name: 'Hypotheekaanbod uitgebracht' },
    { id: 'GETEKEND', name: 'Hypotheekaanbod getekend retour' },
  ],
  PASSEREN: [
    { id: 'PASSEEROPDRACHT', name: 'Passeeropdracht naar notaris' },
    { id: 'GEPLAND', name: 'Passeerdatum gepland' },
    { id: 'GEPASSEERD', name: 'Gepasseerd' },
  ],
} as const satisfies Record<Fase, readonly { id: string; name: string }[]>;
export const stappenVan = (fase: Fase): readonly { id: string; name: string }[] => STAPPEN[fase];
export const STAP_CODES = [...new Set(Object.values(STAPPEN).flatMap((steps) => steps.map((s) => s.id)))] as [
  string,
  ...string[],
];

/** The dossier's own status; the workload status (contract/workload.ts) is separate. */
export const DOSSIER_STATUSES = [
  { id: 'LOPEND', name: 'Lopend' },
  { id: 'AFGEWEZEN', name: 'Afgewezen' },
  { id: 'BEEINDIGD', name: 'Beëindigd' },
  { id: 'AFGEROND', name: 'Afgerond' },
] as const;
export const DOSSIER_STATUS_CODES = codes(DOSSIER_STATUSES);

/** Sub-statuses seen in the demo; the full list is reference data of a later issue. */
export const SUB_STATUSES = [
  { id: 'WACHT_OP_KLANT', name: 'Wacht op klant' },
  { id: 'WACHT_OP_ADVISEUR', name: 'Wacht op adviseur' },
  { id: 'WACHT_OP_TAXATIE', name: 'Wacht op taxatierapport' },
  { id: 'IN_ACCEPTATIE', name: 'In acceptatie' },
  { id: 'OVERRULE_AANGEVRAAGD', name: 'Overrule aangevraagd' },
] as const;

/** Set through PATCH /workflow/dossier/{id}/priority/high|low. */
export const PRIORITEITEN = [
  { id: 'HOOG', name: 'Hoog' },
  { id: 'LAAG', name: 'Laag' },
] as const;
export const PRIORITEIT_CODES = codes(PRIORITEITEN);

/** Origination until the loan is passed; a BTL loan in servicing shows under "BTL Dossiers in beheer". */
export const LENING_TYPES = [
  { id: 'ORIGINATION', name: 'Aanvraag' },
  { id: 'SERVICING', name: 'In beheer' },
  { id: 'SPECIAL_SERVICING', name: 'Bijzonder beheer' },
] as const;
export const LENING_TYPE_CODES = codes(LENING_TYPES);

/** HDN gender values as the spec gives them; the header shows Dhr. when the value contains 'mannelijk'. */
export const GESLACHTEN = [
  { id: 'M mannelijk', name: 'Man' },
  { id: 'V vrouwelijk', name: 'Vrouw' },
] as const;
export const GESLACHT_CODES = codes(GESLACHTEN);

/** Sales regions an office belongs to (quick filter `region`). */
export const REGIOS = [
  { id: 'NOORD', name: 'Noord' },
  { id: 'OOST', name: 'Oost' },
  { id: 'MIDDEN', name: 'Midden' },
  { id: 'WEST', name: 'West' },
  { id: 'ZUID', name: 'Zuid' },
] as const;
export const REGIO_CODES = codes(REGIOS);

/** Whether an office works under a mandate of the money provider (quick filter `kantoorType`). */
export const KANTOOR_TYPES = [
  { id: 'VOLMACHT', name: 'Volmacht' },
  { id: 'NIET_VOLMACHT', name: 'Niet-volmacht' },
] as const;
export const KANTOOR_TYPE_CODES = codes(KANTOOR_TYPES);

/** Kinds of important dates of a dossier (belangrijke datums). */
export const BELANGRIJKE_DATUM_SOORTEN = [
  { id: 'FINANCIERINGSVOORBEHOUD', name: 'Financieringsvoorbehoud' },
  { id: 'TAXATIE', name: 'Taxatiedatum' },
  { id: 'PASSEERDATUM', name: 'Passeerdatum' },
  { id: 'SLEUTELOVERDRACHT', name: 'Sleuteloverdracht' },
] as const;

/** Roles a handler can have on a dossier besides the workload user (dossier_behandelaars). */
const BEHANDELAAR_ROLLEN = [
  { id: 'ACCEPTANT', name: 'Acceptant' },
  { id: 'CDS_BEHANDELAAR', name: 'CDS-behandelaar' },
  { id: 'BTL_ACCEPTANT', name: 'BTL-acceptant' },
] as const;
export const BEHANDELAAR_ROL_CODES = codes(BEHANDELAAR_ROLLEN);

/** Repayment types of a loan part (spec 001 §3). */
export const AFLOSVORMEN = ['Annuiteit', 'Aflossingsvrij', 'Lineair'] as const;
