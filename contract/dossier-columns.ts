/**
 * Columns a dossier list can be sorted on, each way; the server adds id ascending as the last key.
 * Kept apart from the zod schemas of dossier-search.ts, so the browser's first download reads it
 * without zod.
 */
export const DOSSIER_SORT_COLUMNS = [
  'id',
  'naamHypotheekGever',
  'offerteNr',
  'kenmerk',
  'fase',
  'stap',
  'status',
  'subStatus',
  'prioriteit',
  'ontvangenOp',
  'stapSinds',
  'geldigTot',
  'workloadStatus',
  'workloadGewijzigdOp',
  'behandelaar',
  'kantoor',
  'adviseur',
  'geldverstrekker',
  'hoofdsom',
  'leningType',
] as const;
export type DossierSortColumn = (typeof DOSSIER_SORT_COLUMNS)[number];
