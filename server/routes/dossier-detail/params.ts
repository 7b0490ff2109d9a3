import { z } from 'zod';

/** Path parameters the dossier detail routes share. */
const idOf = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
export const dossierIdParams = z.object({ id: idOf('Ongeldig dossiernummer.') });
export const recordIdParams = z.object({ id: idOf('Ongeldig nummer.') });
export const positiveId = idOf;
