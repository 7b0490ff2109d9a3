import { useSyncExternalStore } from 'react';
import type { SignedInUser } from '../../contract/first-screen';
import type { UserCode } from '../../contract/permissions';
import { serverRequest } from '../shell/serverRender';

/** What the browser keeps of a sign-in (spec 000 §3 "Session"). */
export interface Session extends SignedInUser {
  token: string;
}

type PersonName = SignedInUser['naam'];

/** The answer of POST /authenticate (docs/api.md). */
export interface AuthenticateResponse {
  access_token: string;
  expires_at: number;
  authorities: string[];
  userId: number;
  userCode: UserCode;
  naam: PersonName;
  officeId: number | null;
  moneyProviderId: number | null;
  profile: string;
}

/** The localStorage keys, one per session part, as the spec lists them. */
export const STORAGE_KEYS = {
  token: 'access_token',
  expiresAt: 'expires_at',
  permissions: 'permissions',
  userId: 'userId',
  userCode: 'userCode',
  naam: 'naam',
  officeId: 'officeId',
  moneyProviderId: 'moneyProviderId',
  profile: 'profile',
  loginAction: 'loginAction',
  notificationsClosed: 'notificationsClosed',
  lastSeenDossiers: 'lastSeenDossiers',
} as const;

const listeners = new Set<() => void>();
const EMPTY = { raw: null, session: null };
let cached: { raw: string | null; session: Session | null } = EMPTY;

const notify = () => {
  cached = EMPTY;
  listeners.forEach((listener) => listener());
};

const json = (value: unknown) => JSON.stringify(value);

export const writeSession = (session: Session) => {
  const store = window.localStorage;
  store.setItem(STORAGE_KEYS.token, session.token);
  store.setItem(STORAGE_KEYS.expiresAt, String(session.expiresAt));
  store.setItem(STORAGE_KEYS.permissions, json(session.permissions));
  store.setItem(STORAGE_KEYS.userId, String(session.userId));
  store.setItem(STORAGE_KEYS.userCode, session.userCode);
  store.setItem(STORAGE_KEYS.naam, json(session.naam));
  store.setItem(STORAGE_KEYS.officeId, json(session.officeId));
  store.setItem(STORAGE_KEYS.moneyProviderId, json(session.moneyProviderId));
  store.setItem(STORAGE_KEYS.profile, session.profile);
  store.setItem(STORAGE_KEYS.loginAction, 'true');
  store.setItem(STORAGE_KEYS.notificationsClosed, 'false');
  notify();
};

/** Clears the session and the last-seen dossiers, as logout must (spec 000 §4). */
export const clearSession = () => {
  Object.values(STORAGE_KEYS).forEach((key) => window.localStorage.removeItem(key));
  notify();
};

const parse = (raw: string): Session | null => {
  try {
    const store = window.localStorage;
    const expiresAt = Number(store.getItem(STORAGE_KEYS.expiresAt));
    return {
      token: raw,
      expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0,
      permissions: JSON.parse(store.getItem(STORAGE_KEYS.permissions) ?? '[]'),
      userId: Number(store.getItem(STORAGE_KEYS.userId)),
      userCode: (store.getItem(STORAGE_KEYS.userCode) ?? 'M') as UserCode,
      naam: JSON.parse(store.getItem(STORAGE_KEYS.naam) ?? 'null') ?? { voorLetters: '', tussenVoegsels: null, achterNaam: '' },
      officeId: JSON.parse(store.getItem(STORAGE_KEYS.officeId) ?? 'null'),
      moneyProviderId: JSON.parse(store.getItem(STORAGE_KEYS.moneyProviderId) ?? 'null'),
      profile: store.getItem(STORAGE_KEYS.profile) ?? '',
    };
  } catch {
    return null;
  }
};

/**
 * The stored session (expired or not), or null when nobody signed in. On the server, the session
 * of the request being rendered (src/shell/serverRender.ts).
 */
export const readSession = (): Session | null => {
  if (typeof window === 'undefined') return serverRequest()?.session ?? null;
  const raw = window.localStorage.getItem(STORAGE_KEYS.token);
  // Parsing on every read would hand React a new object each render; keep one per token.
  if (raw !== cached.raw) cached = { raw, session: raw ? parse(raw) : null };
  return cached.session;
};

export const isExpired = (session: Session, now = Date.now()) => session.expiresAt <= now;

/** The session when it is still valid. */
export const activeSession = (now = Date.now()): Session | null => {
  const session = readSession();
  return session && !isExpired(session, now) ? session : null;
};

// Another tab signing in or out changes the session here too.
if (typeof window !== 'undefined') window.addEventListener('storage', notify);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The session, for a component. A screen rendered on the server hydrates only when the stored
 * session is the one it was rendered for (src/routes/firstScreen.ts), so the stored one also
 * stands for the server's during hydration.
 */
export const useSession = () => useSyncExternalStore(subscribe, readSession, readSession);

