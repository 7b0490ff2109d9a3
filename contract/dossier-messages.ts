import { z } from 'zod';

/**
 * Messages exchanged on a dossier (communicatie tab): letters and messages to the adviser, kept in
 * dossier_berichten, and the dossier's HDN messages, read from the HDN message store (docs/hdn.md)
 * so the tab shows the very messages HDN Berichten lists (e-mail joins with the mail area). Shared
 * by the server (check constraints) and the browser (labels).
 */
export const BERICHT_RICHTINGEN = ['IN', 'UIT'] as const;

export const BERICHT_SOORTEN = [
  { id: 'HDN', name: 'HDN-bericht' },
  { id: 'BRIEF', name: 'Brief' },
  /** From the back office to the dossier's adviser ("Adviseur informeren"). */
  { id: 'ADVISEUR', name: 'Bericht aan adviseur' },
] as const;
/** The kinds dossier_berichten keeps: an HDN message lives in hdn_berichten only. */
export const STORED_BERICHT_SOORT_CODES = ['BRIEF', 'ADVISEUR'] as const;

/**
 * A moment of an answer: a Date on the server, sent and read as an ISO text (the codec turns one
 * into the other, so the response serializer writes the text and the browser's type is the text).
 */
const moment = z.codec(z.iso.datetime({ offset: true }), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });

/** GET /dossiers/{id}/messages: one message. */
export const dossierMessageSchema = z.object({
  /** The message's number in its own store: dossier_berichten, or the HDN message store. */
  id: z.number(),
  bron: z.enum(['BERICHT', 'HDN']),
  /** An HDN message's kind (AX, DA, DX, SX, OX; null when it could not be read) and status; null for the others. */
  hdn: z.object({ soort: z.string().nullable(), status: z.string() }).nullable(),
  datum: moment,
  richting: z.string(),
  soort: z.string(),
  onderwerp: z.string(),
  afzender: z.string(),
  ontvanger: z.string(),
  /** A letter's or message's text; for an HDN message what processing did or why it was refused (the message itself opens on its own page). */
  inhoud: z.string(),
});
export type DossierMessage = z.input<typeof dossierMessageSchema>;
