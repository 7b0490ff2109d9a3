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

export const RAPPORTAGES = [
  'Productie per maand',
  'Doorlooptijd per fase',
  'Werkvoorraad per behandelaar',
  'Afwijzingen per geldverstrekker',
  'First time right per kantoor',
];
