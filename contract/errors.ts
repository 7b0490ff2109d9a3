/** The one error body every failing API call answers with (DESIGN.md, API conventions). */
export type ApiErrorType = 'VALIDATION' | 'GENERAL' | 'FILESIZE' | 'FILENAME' | 'FILETYPE';

export interface ApiErrorBody {
  type: ApiErrorType;
  messages: string[];
  /** Only for VALIDATION: field name (dotted path for nested fields) to its Dutch message. */
  fields?: Record<string, string>;
}

/** Texts the server sends that the browser recognises (spec 000 §8). */
export const SERVER_MESSAGES = {
  /** Route-level refusal; the browser logs out on this exact text (spec 000 §8). */
  accessDenied: 'Access is denied',
  /** Refusal of one record the user may see but not change; the session stays. */
  notYours: 'U heeft geen rechten om dit item te wijzigen.',
  staleRecord:
    'Dit record is intussen door iemand anders gewijzigd. Vernieuw de pagina en voer uw wijziging opnieuw uit.',
  notFound: 'Het gevraagde item bestaat niet (meer).',
  notSignedIn: 'U bent niet (meer) ingelogd.',
  general: 'Er is iets mis gegaan, probeer het later opnieuw',
  badCredentials: 'Gebruikersnaam of wachtwoord is onjuist.',
  xsrf: 'De beveiligingscontrole van dit verzoek is mislukt. Vernieuw de pagina en probeer het opnieuw.',
  invalidInput: 'De invoer is niet correct. Controleer de gemarkeerde velden.',
  duplicate: 'Deze waarde bestaat al.',
} as const;

/** Dutch text for too many sign-in attempts; minutes is rounded up. */
export const tooManyAttempts = (minutes: number) =>
  `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
