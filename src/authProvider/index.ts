import type { AuthProvider } from 'ra-core';
import { loadEntities } from '../dataProvider/entities';
import { request } from '../dataProvider/http';
import { SERVER_MESSAGES } from '../../contract/errors';
import type { SecondFactorNeeded } from '../../contract/account-security';
import { canAccess } from './canAccess';
import { SecondFactorRequired } from './secondFactor';
import { takeReturnTo } from './returnTo';
import { personName } from '../../contract/names';
import { type AuthenticateResponse, activeSession, clearSession, writeSession } from './session';

const LOGIN_PATH = '/auth';

const signedOut = () => Promise.reject({ redirectTo: LOGIN_PATH, message: false });

/** Statuses and texts that end the session (spec 000 §8). */
const endsSession = (error: { status?: number; body?: { messages?: unknown } } | undefined) => {
  const status = error?.status;
  const messages = error?.body?.messages;
  return (
    status === 401 ||
    status === 503 ||
    status === 0 ||
    (Array.isArray(messages) && messages.includes(SERVER_MESSAGES.accessDenied))
  );
};

let signingOut: Promise<string> | null = null;

const signOut = async () => {
  // An expired token is worthless to the server; whatever it answers, the user ends up at /auth.
  if (activeSession()) {
    await request('/api/v1/logout', { method: 'POST', report: false }).catch(() => undefined);
  }
  clearSession();
  // Spec 000 §4: logout clears storage. The session storage holds this tab's work in progress
  // (the panel's draft), which the next user of the tab must not get.
  window.sessionStorage.clear();
  return LOGIN_PATH;
};

export const authProvider: AuthProvider = {
  /**
   * Signs in with a user name and password, or finishes a sign-in whose second factor the
   * sign-in page has just checked (`answer`). A right password that still needs a second factor
   * rejects with SecondFactorRequired, which the sign-in page turns into its next step.
   */
  login: async (params: { username: string; password: string } | { answer: AuthenticateResponse }) => {
    clearSession();
    const answer =
      'answer' in params
        ? params.answer
        : await request<AuthenticateResponse | SecondFactorNeeded>('/authenticate', {
            method: 'POST',
            body: { username: params.username, password: params.password },
            anonymous: true,
            report: false,
          });
    if ('mfaRequired' in answer) throw new SecondFactorRequired(answer);
    writeSession({
      token: answer.access_token,
      expiresAt: answer.expires_at,
      permissions: answer.authorities.map((authority) => authority.replace(/^ROLE_/, '')),
      userId: answer.userId,
      userCode: answer.userCode,
      naam: answer.naam,
      officeId: answer.officeId,
      moneyProviderId: answer.moneyProviderId,
      profile: answer.profile,
    });
    return { redirectTo: takeReturnTo() };
  },
  // A burst of refused calls (every call of a screen after the session ended elsewhere) signs out
  // once: each asked react-admin to sign out, and each sign-out told the server again.
  logout: () => (signingOut ??= signOut().finally(() => (signingOut = null))),
  checkAuth: () => (activeSession() ? Promise.resolve() : signedOut()),
  checkError: (error) => (endsSession(error) ? signedOut() : Promise.resolve()),
  getPermissions: () => Promise.resolve(activeSession()?.permissions ?? []),
  getIdentity: () => {
    const session = activeSession();
    return session ? Promise.resolve({ id: session.userId, fullName: personName(session.naam) }) : signedOut();
  },
  canAccess: async ({ action, resource, record }) => {
    const session = activeSession();
    const writer = session ? { typeCode: session.userCode, moneyProviderId: session.moneyProviderId } : undefined;
    return canAccess(session?.permissions ?? [], { action, resource, record }, await loadEntities(), writer);
  },
};
