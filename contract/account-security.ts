/**
 * What app and server agree on for two-factor sign-in, password rules and the security log
 * (docs/account-security.md).
 */
export const TWO_FACTOR_METHODS = ['TOTP', 'SMS'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The spec's sign-in steps (000 §4) that the sign-in page walks through. */
export type SignInStep = 'credentials' | 'chooseMethod' | 'sendPhoneNumber' | 'confirmPhoneNumber' | 'downloadAuthApp' | 'confirmAuthApp' | 'code' | 'finishedAuth';

/** The answer of POST /authenticate when a second factor is still needed. */
export interface SecondFactorNeeded {
  mfaRequired: true;
  preAuthToken: string;
  /** The method already set up; null when the user must enrol first. */
  method: TwoFactorMethod | null;
  /** The last digits of the phone a code was sent to. */
  phoneHint: string | null;
}

export const MIN_PASSWORD_LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `Let op: een wachtwoord heeft minimaal ${MIN_PASSWORD_LENGTH} tekens.`,
  common: 'Let op: dit wachtwoord is te makkelijk te raden, het lijkt op een veelgebruikt wachtwoord of woord. Kies een ander.',
  username: 'Let op: het wachtwoord mag niet uw gebruikersnaam bevatten.',
  currentWrong: 'Het huidige wachtwoord is onjuist.',
} as const;

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'De code is onjuist of verlopen.',
  stepExpired: 'Deze aanmelding is verlopen. Meld u opnieuw aan.',
  resendTooSoon: 'Er is net een code verstuurd. Wacht een halve minuut voordat u een nieuwe aanvraagt.',
  phoneInvalid: 'Let op: vul een mobiel nummer in, bijvoorbeeld 0612345678.',
  methodFixed: 'De methode is al ingesteld; wijzig haar vanuit uw profiel.',
  noSms: 'Voor deze stap is geen sms-code nodig.',
  confirmFirst: 'Bevestig eerst uw huidige verificatiemethode met een code.',
} as const;

/** Events of the security log, with the Dutch names Beheer shows. */
export const SECURITY_EVENTS = {
  AANMELDING: 'Aangemeld',
  AANMELDING_MISLUKT: 'Aanmelden mislukt',
  TWEE_FACTOR_MISLUKT: 'Onjuiste verificatiecode',
  TWEE_FACTOR_INGESTELD: 'Tweestapsverificatie ingesteld',
  HERSTELCODE_GEBRUIKT: 'Herstelcode gebruikt',
  HERSTELCODES_VERNIEUWD: 'Herstelcodes vernieuwd',
  WACHTWOORD_RESET_AANGEVRAAGD: 'Wachtwoord vergeten aangevraagd',
  WACHTWOORD_RESET: 'Wachtwoord opnieuw ingesteld',
  WACHTWOORD_GEWIJZIGD: 'Wachtwoord gewijzigd',
} as const;
export type SecurityEvent = keyof typeof SECURITY_EVENTS;
