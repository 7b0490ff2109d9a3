/**
 * The permission strings the product lists by hand. Names the spec gives are used as given; the spec
 * leaves the per-area permission names open, so those are ours (see docs/permissions.md). A
 * schema-driven resource may declare its own beside these (contract/entity.ts
 * `permissionDescriptions`); contract/permission-catalog.ts joins both.
 */
const MENU_PERMISSIONS = [
  'MENU_STARTPAGINA',
  'MENU_DASHBOARD_VIEW',
  'MENU_DOSSIERS_VIEW',
  'MENU_CDS_DOSSIERS_VIEW',
  'MENU_APPEALS_VIEW',
  'MENU_BTL_DOSSIERS_VIEW',
  'MENU_BEHEER_BTL_VIEW',
  'MENU_WIJZIGINGSLOG_VIEW',
  'MENU_OVERRULEDESK_VIEW',
  'MENU_VOORBESPREEKDESK_VIEW',
  'MENU_ADVISEURS_VIEW',
  'MENU_BERICHTEN_VIEW',
  'MENU_TAKEN_VIEW',
  'MENU_WORKFLOW_VIEW',
  'MENU_WERKVERDELING_VIEW',
  'MENU_FACTUREN_VIEW',
  'MENU_KANTOOR_VIEW',
  'MENU_PRODUCTVERGELIJKER_VIEW',
  'MENU_BANKGARANTIES_VIEW',
  'MENU_VERZEKERINGEN_VIEW',
  'MENU_EXTRACTED_PARTIES_VIEW',
  'MENU_HDN_BERICHTEN_VIEW',
  'MENU_RENTE',
  'MENU_INFORMATIE_VIEW',
  'MENU_DOORLOOPTIJDEN_VIEW',
  'MENU_DASHBOARDS_VIEW',
  'MENU_RAPPORTAGES_VIEW',
  'MENU_BEHEER_VIEW',
  'MENU_BTL_LOG',
  'MENU_HDN_LOG',
  'MENU_SYSTEM_EVENTS_VIEW',
  'MENU_LOYALTY_VIEW',
  // Logs › Externe aanroepen (docs/traces.md).
  'MENU_EXTERNE_AANROEPEN_VIEW',
] as const;

/** One permission per Beheer entry, in the order of the Beheer menu. */
export const BEHEER_PERMISSIONS = [
  'BEHEER_BERICHTTEMPLATES',
  'BEHEER_EVENTTEMPLATES',
  'BEHEER_TAKEN',
  'BEHEER_CDS_PERIODE',
  'BEHEER_DOCUMENTSTATUS',
  'BEHEER_BELANGRIJKE_DATUMS',
  'BEHEER_ZONDER_DOCUMENTEN',
  'BEHEER_OVERRULE_STATUS',
  'BEHEER_CHANGE_REQUEST',
  'BEHEER_TEAMS',
  'BEHEER_SYSTEM_EVENTS',
  'BEHEER_CODE_LENING_MIJ',
  'BEHEER_DIENSTEN',
  'BEHEER_VRIJE_DAGEN',
  'BEHEER_GELDVERSTREKKERS',
  'BEHEER_CONTRACTEN',
  'BEHEER_FINANCIEEL',
  'BEHEER_DC_MAPPING',
  'BEHEER_NIEUWE_AANSTELLING',
  'BEHEER_BACKOFFICE_TEMPLATES',
  'BEHEER_INFORMATIE',
  'BEHEER_GEBRUIKERS',
  'BEHEER_ROLLEN',
  'BEHEER_DATA_RETENTIE',
  'BEHEER_DOORLOOPTIJDEN',
  'BEHEER_WIDGET_NOTIFICATIE',
  'BEHEER_SERVICE_PROVIDER',
  'BEHEER_RECHTEN',
  'BEHEER_JAAROPGAAF',
  'BEHEER_REFERENTIELIJSTEN',
  // Postvakrechten: wie het postvak van een collega of van een team mag lezen (docs/mail.md).
  'BEHEER_POSTVAKKEN',
  // Ours: the mortgage products and their rates behind Rente and the Productvergelijker (docs/rates.md).
  'BEHEER_RENTE',
  // The loyalty levels' thresholds and the reports under Rapportages (docs/insight.md).
  'BEHEER_LOYALITEIT',
  'BEHEER_RAPPORTAGES',
] as const;

const FUNCTION_PERMISSIONS = [
  'WORKFLOW_TAAK_FUNCTIONALITEIT',
  'WORKFLOW_VIEW_ALLE',
  'WORKFLOW_VIEW_TEAM',
  'NIEUWE_TAAK_NOTITIE',
  'VOORBESPREEKDESK_EDIT',
  'VOORBESPREEKDESK_NIEUW_BUTTON',
  'VOORBESPREEKDESK_VIEW_ONLY',
  'VOORBESPREEKDESK_SET_BEHANDELAAR',
  'ALLOW_DELETE_MAIL',
  'DOCUMENT_DELETE',
  'DOSSIER_WERKVERDELER_ASSIGN',
  'DOSSIER_LIST_WERKVERDELER_FILTERS',
  'DOWNLOAD_ALL_DOCUMENTS',
  // Data clean-up (docs/cleanup.md): marking, and the approval and start a second person gives.
  'DOSSIER_OPSCHONEN',
  'DOSSIER_OPSCHONEN_GOEDKEUREN',
  // The stipulations of every open dossier evaluated again at once (docs/stipulations.md).
  'STIPULATIES_VERVERSEN',
  // System accounts of the channels that send messages in (docs/logs.md).
  'SYSTEM_EVENTS_AANLEVEREN',
  'KLANTPORTAAL_AANLEVEREN',
  // HDN (docs/hdn.md): the exchange's own account posts messages ("HDN-berichten aanleveren"); staff
  // link a message that named no known dossier to its dossier ("HDN-berichten koppelen").
  'HDN_BERICHTEN_AANLEVEREN',
  'HDN_BERICHTEN_KOPPELEN',
] as const;

/** The dossier detail's tabs and buttons (docs/permissions.md, "Dossier detail"). */
export const DOSSIER_DETAIL_PERMISSIONS = [
  'DOSSIER_DETAIL_EDIT',
  'DOSSIER_DETAIL_STATUS',
  'DOSSIER_DETAIL_KANTOOR',
  'DOSSIER_DETAIL_LABELS',
  'DOSSIER_DETAIL_OPMERKINGEN',
  'DOSSIER_DETAIL_APPROVALS',
  'DOSSIER_DETAIL_AUDIT',
  'DOSSIER_DETAIL_COMMUNICATIE',
] as const;

/** The documents and notes of a dossier (docs/documents.md, "Permissions"). */
export const DOCUMENT_PERMISSIONS = [
  'DOSSIER_DETAIL_DOCUMENTEN',
  'DOCUMENT_BEOORDELING_SP',
  'DOCUMENT_BEOORDELING_NHL',
  'DOCUMENT_GENEREREN',
  'DOSSIER_DETAIL_NOTITIES',
] as const;

/** An office's detail (Kantoren › Kantoor) by its sections (docs/offices.md, "Permissions"). */
export const ADVISEURS_DETAIL_PERMISSIONS = ['ADVISEURS_DETAIL_CIJFERS', 'ADVISEURS_DETAIL_ADVISEURS', 'ADVISEURS_DETAIL_GELDVERSTREKKERS'] as const;

/** Buy-to-let dossiers: their own data, the step into servicing and the loan's servicing (docs/transactions.md). */
const BTL_DOSSIER_PERMISSIONS = [
  'BTL_DOSSIER_BEHEER',
  'BTL_DOSSIER_EDIT',
  'BTL_DOSSIER_NAAR_BEHEER',
  'BTL_DOSSIER_TRANSACTIES',
  'BTL_DOSSIER_TRANSACTIES_CORRIGEREN',
] as const;

export const PERMISSIONS = [
  ...MENU_PERMISSIONS,
  ...BEHEER_PERMISSIONS,
  ...FUNCTION_PERMISSIONS,
  ...DOSSIER_DETAIL_PERMISSIONS,
  ...DOCUMENT_PERMISSIONS,
  ...ADVISEURS_DETAIL_PERMISSIONS,
  ...BTL_DOSSIER_PERMISSIONS,
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Any permission that opens a kind of dossier (server/services/dossiers/scope.ts decides which rows). */
export const DOSSIER_VIEW: Permission[] = [
  'MENU_DOSSIERS_VIEW',
  'MENU_CDS_DOSSIERS_VIEW',
  'MENU_BTL_DOSSIERS_VIEW',
  'MENU_BEHEER_BTL_VIEW',
  'BTL_DOSSIER_BEHEER',
];

/** User type letters (userCode / typeCode). E is the employee of a money provider's back office. */
export const USER_TYPES = {
  A: 'Adviseur',
  H: 'Hypotheekverstrekker',
  M: 'Medewerker',
  E: 'Employee',
  K: 'Hypotheekgever',
  B: 'Behandelaar',
  S: 'Systeem',
  V: 'Supervisor',
} as const;

export type UserCode = keyof typeof USER_TYPES;
