import { z } from 'zod';

/**
 * Messages exchanged on a dossier (communicatie tab): HDN messages with the adviser's software and
 * letters, in and out (e-mail joins with the mail area). Shared by the server (check constraints, seed) and the browser (labels).
 */
export const BERICHT_RICHTINGEN = ['IN', 'UIT'] as const;

export const BERICHT_SOORTEN = [
  { id: 'HDN', name: 'HDN-bericht' },
  { id: 'BRIEF', name: 'Brief' },
  /** From the back office to the dossier's adviser ("Adviseur informeren"). */
  { id: 'ADVISEUR', name: 'Bericht aan adviseur' },
] as const;
export const BERICHT_SOORT_CODES = BERICHT_SOORTEN.map((s) => s.id);

/**
 * A moment of an answer: a Date on the server, sent and read as an ISO text (the codec turns one
 * into the other, so the response serializer writes the text and the browser's type is the text).
 */
const moment = z.codec(z.iso.datetime({ offset: true }), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });

/** GET /dossiers/{id}/messages: one message. */
export const dossierMessageSchema = z.object({
  id: z.number(),
  datum: moment,
  richting: z.string(),
  soort: z.string(),
  onderwerp: z.string(),
  afzender: z.string(),
  ontvanger: z.string(),
  inhoud: z.string(),
});
export type DossierMessage = z.input<typeof dossierMessageSchema>;
