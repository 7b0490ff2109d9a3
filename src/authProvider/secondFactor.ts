import type { SecondFactorNeeded, TwoFactorMethod } from '../../contract/account-security';
import { request } from '../dataProvider/http';
import type { AuthenticateResponse } from './session';

/**
 * The calls of the second-factor steps (spec 000 §4, docs/account-security.md). They run before a
 * session exists (sign-in) or beside it (Profiel), carrying the pre-authentication token.
 */
export type StepPurpose = 'AANMELDEN' | 'PROFIEL';

/** The end of the steps: a session answer at sign-in, `finished` in Profiel; codes only after an enrolment. */
export type StepsFinished = (AuthenticateResponse | { finished: true }) & { recoveryCodes: string[] };

/** Thrown by authProvider.login when the password was right and a second factor is still needed. */
export class SecondFactorRequired extends Error {
  constructor(readonly details: SecondFactorNeeded) {
    super('second factor required');
  }
}

const post = <T>(step: string, preAuthToken: string, purpose: StepPurpose, body: object = {}) =>
  request<T>(`/authenticate/preAuthenticate/${step}`, {
    method: 'POST',
    body: { preAuthToken, purpose, ...body },
    anonymous: true,
    report: false,
  });

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export const secondFactor = {
  chooseMethod: (token: string, purpose: StepPurpose, method: TwoFactorMethod) =>
    post<TotpEnrolment & { method: TwoFactorMethod }>('mfa-preference', token, purpose, { method }),
  requestPhoneVerification: (token: string, purpose: StepPurpose, phoneNumber: string) =>
    post<{ phoneHint: string }>('requestPhoneVerification', token, purpose, { phoneNumber }),
  checkPhoneVerificationCode: (token: string, purpose: StepPurpose, code: string) =>
    post<StepsFinished>('checkPhoneVerificationCode', token, purpose, { code }),
  resend: (token: string, purpose: StepPurpose) => post<{ phoneHint: string }>('resend', token, purpose),
  verify: (token: string, purpose: StepPurpose, code: string) => post<StepsFinished | { confirmed: true }>('verify', token, purpose, { code }),
};

/** "Wachtwoord vergeten": always answered alike, whether or not the address is known: how long a link works. */
export const requestPasswordMail = (email: string) =>
  request<{ geldigMinuten: number }>('/password/forgot/send-email', { method: 'POST', body: { email }, anonymous: true, report: false });
