/**
 * Messages exchanged on a dossier (communicatie tab): HDN messages with the adviser's software and
 * letters, in and out (e-mail joins with the mail area). Shared by the server (check constraints, seed) and the browser (labels).
 */
export const BERICHT_RICHTINGEN = ['IN', 'UIT'] as const;
type BerichtRichting = (typeof BERICHT_RICHTINGEN)[number];

export const BERICHT_SOORTEN = [
  { id: 'HDN', name: 'HDN-bericht' },
  { id: 'BRIEF', name: 'Brief' },
  /** From the back office to the dossier's adviser ("Adviseur informeren"). */
  { id: 'ADVISEUR', name: 'Bericht aan adviseur' },
] as const;
export const BERICHT_SOORT_CODES = BERICHT_SOORTEN.map((s) => s.id);

/** GET /dossiers/{id}/messages: one message. */
export interface DossierMessage {
  id: number;
  datum: string;
  richting: BerichtRichting;
  soort: string;
  onderwerp: string;
  afzender: string;
  ontvanger: string;
  inhoud: string;
}
