/** Field names of the own profile, for messages and labels; apart from the zod schema so the texts stay out of the first download's zod. */
export const PROFIEL_LABELS = { telefoonnummer: 'Telefoonnummer', mobielnummer: 'Mobiel nummer', version: 'Versie' };
