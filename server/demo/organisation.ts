import type { Groepering, ReportQuery, Tijdvak } from '../../contract/insight/reports';
import type { Permission } from '../../contract/permissions';

/** Dutch money providers of the demo, with the short codes their dossiers are addressed by. */
export const GELDVERSTREKKERS = [
  ['ABN AMRO Hypotheken', 'ABN'],
  ['ING Bank', 'ING'],
  ['Rabobank', 'RABO'],
  ['de Volksbank (SNS)', 'SNS'],
  ['ASN Bank', 'ASN'],
  ['RegioBank', 'REGIO'],
  ['Aegon Hypotheken', 'AEGON'],
  ['a.s.r. Hypotheken', 'ASR'],
  ['Nationale-Nederlanden', 'NN'],
  ['Obvion', 'OBVION'],
  ['Florius', 'FLORIUS'],
  ['Munt Hypotheken', 'MUNT'],
  ['Venn Hypotheken', 'VENN'],
  ['Tulp Hypotheken', 'TULP'],
  ['Lot Hypotheken', 'LOT'],
  ['Centraal Beheer', 'CB'],
  ['Allianz Hypotheken', 'ALLIANZ'],
  ['BLG Wonen', 'BLG'],
  ['Argenta', 'ARGENTA'],
  ['Woonfonds', 'WOONFONDS'],
] as const;

/** The processor's own teams. */
export const INTERNE_TEAMS = [
  ['Acceptatie', 'TEAM'],
  ['Backoffice', 'TEAM'],
  ['Renteaanbod', 'TEAM'],
  ['Passeren', 'TEAM'],
  ['CDS', 'TEAM'],
  ['Buy-to-let', 'TEAM'],
  ['Klantenservice', 'AFDELING'],
  ['Functioneel beheer', 'AFDELING'],
  ['Postkamer', 'MAILBOX'],
] as const;

/** The reports under Rapportages, each on a query of the fixed set (contract/insight/reports.ts). */
export const RAPPORTAGES: { label: string; query: ReportQuery; groepering: Groepering; tijdvak?: Tijdvak; permissie?: Permission }[] = [
  { label: 'Productie per maand', query: 'PRODUCTIE', groepering: 'GEEN', tijdvak: 'MAAND' },
  { label: 'Doorlooptijd per fase', query: 'DOORLOOPTIJD', groepering: 'GEEN' },
  // Who handles how much is the werkverdeler's business, not every reader of reports.
  { label: 'Werkvoorraad per behandelaar', query: 'WERKVOORRAAD', groepering: 'BEHANDELAAR', permissie: 'MENU_WERKVERDELING_VIEW' },
  { label: 'Afwijzingen per geldverstrekker', query: 'AFWIJZINGEN', groepering: 'GELDVERSTREKKER' },
  { label: 'First time right per kantoor', query: 'FIRST_TIME_RIGHT', groepering: 'KANTOOR' },
];
