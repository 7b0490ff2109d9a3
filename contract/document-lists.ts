/**
 * The three phase lists of spec 001 §7 (`/dossiers/{id}/<lijst>/documenten`), by their path
 * segment. Free of zod, so the data provider (part of the first download) does not load the
 * schemas (issue #9).
 */
export const DOCUMENT_LIJSTEN = [
  { id: 'RENTEAANBOD', pad: 'renteaanbod', name: 'Renteaanbod' },
  { id: 'HYPOTHEEKAANBOD', pad: 'hypotheekaanbod', name: 'Hypotheekaanbod' },
  { id: 'PASSEREN', pad: 'passeren', name: 'Passeren' },
] as const;
export const DOCUMENT_LIJST_CODES = DOCUMENT_LIJSTEN.map((l) => l.id) as unknown as ['RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN'];
export type DocumentLijst = (typeof DOCUMENT_LIJST_CODES)[number];
