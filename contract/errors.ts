/** The one error body every failing API call answers with (DESIGN.md, API conventions). */
export type ApiErrorType = 'VALIDATION' | 'GENERAL' | 'FILESIZE' | 'FILENAME' | 'FILETYPE';

export interface ApiErrorBody {
  type: ApiErrorType;
  messages: string[];
  /** Only for VALIDATION: field name (dotted path for nested fields) to its Dutch message. */
  fields?: Record<string, string>;
  /** The request's id (also its X-Request-Id header and in the server's log line): what a user quotes to the administrator. */
  requestId?: string;
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
  stillInUse: 'Dit onderdeel wordt nog gebruikt en kan daarom niet worden verwijderd of gewijzigd.',
  required: 'Dit veld is verplicht.',
  /** A value of another type than the field takes, by that type (a missing one is `required`). */
  wrongType: {
    string: 'Let op: hier hoort een tekst.',
    number: 'Let op: hier hoort een getal.',
    int: 'Let op: hier hoort een geheel getal.',
    boolean: 'Let op: hier hoort ja of nee (true of false).',
    array: 'Let op: hier hoort een lijst.',
    object: 'Let op: hier horen velden met waarden (een object).',
    date: 'Let op: hier hoort een datum.',
    other: 'Let op: deze waarde heeft niet de juiste vorm.',
  },
  notAllowed: 'Deze waarde is hier niet toegestaan.',
  invalidValue: 'Deze waarde is ongeldig.',
  tooLong: 'Deze tekst is te lang.',
  outOfRange: 'Dit getal valt buiten het toegestane bereik.',
  invalidCharacter: 'De invoer bevat een ongeldig teken.',
  concurrent: 'Iemand anders wijzigde deze gegevens op hetzelfde moment. Probeer het opnieuw.',
  malformedJson: 'De verzonden gegevens zijn geen geldige JSON.',
  tooLarge: 'Het verzoek is te groot.',
  unsupportedType: 'Dit soort inhoud wordt niet ondersteund.',
  multipartExpected: 'Stuur het bestand als formulier met bijlage (multipart/form-data).',
  tooManyRequests: 'Te veel verzoeken, probeer het zo opnieuw.',
  /** 503: the database does not answer (stopped, restarting, unreachable); the request may be tried again. */
  unavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het over enkele ogenblikken opnieuw.',
} as const;

/** Dutch text for too many sign-in attempts; minutes is rounded up. */
export const tooManyAttempts = (minutes: number) =>
  `Te veel mislukte inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
