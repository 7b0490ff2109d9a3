import { z } from 'zod';
import { queryInt32 } from '../../../contract/rules';

/** Path parameters the dossier detail routes share. */
const idOf = (message: string) => queryInt32({ error: message }).int(message).positive(message);
export const dossierIdParams = z.object({ id: idOf('Ongeldig dossiernummer.') });
export const recordIdParams = z.object({ id: idOf('Ongeldig nummer.') });
export const positiveId = idOf;
