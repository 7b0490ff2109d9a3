import type { UserCode } from './permissions';

/**
 * The first screen rendered on the server (docs/first-screen.md): what the API process hands the
 * app's server render (build/first-screen, built from src/entry-server.tsx) and what the page
 * carries to the browser for hydration.
 */

/** The signed-in user as the sign-in answered it and the browser keeps it, less the token. */
export interface SignedInUser {
  expiresAt: number;
  permissions: string[];
  userId: number;
  userCode: UserCode;
  naam: { voorLetters: string; tussenVoegsels: string | null; achterNaam: string };
  officeId: number | null;
  moneyProviderId: number | null;
  profile: string;
}

/**
 * The cookie that carries the session token on the browser's document requests, so the server can
 * render the first screen for its user. HttpOnly and SameSite=Strict; it opens no API call: the API
 * takes the bearer header only, so the XSRF rule stays as it is.
 */
export const SESSION_COOKIE = 'hyp_session';

/** The cookie that mirrors a user's column choice of a dossier list (one per list, `<userId>:<keys>`). */
export const columnsCookie = (list: string) => `hyp_columns_${list.replace(/[^a-z]/g, '_')}`;

/**
 * A read the first screen needs: one GET of the API, made by the server as the browser would make
 * it, with the user's token, and kept under the query key the screen reads it from.
 */
export interface FirstScreenRead {
  /** The react-query key the screen reads it under. */
  key: readonly unknown[];
  /** The API path with its query string. */
  url: string;
  /** What the screen's query makes of the answer, when it is more than the answer itself. */
  select?: (answer: never) => unknown;
}

/** What the server render needs of the request. */
export interface FirstScreenRequest {
  /** Path and query of the document asked for. */
  url: string;
  user: SignedInUser;
  profile: string;
  cookies: Record<string, string>;
}

/** The answers of the planned reads, in their order, as the API answered them. */
export interface RenderInput extends FirstScreenRequest {
  answers: unknown[];
}

/** A query's data as the screen holds it. */
export interface ServedAnswer {
  key: readonly unknown[];
  data: unknown;
}

/** The app's server render, as build/first-screen/entry-server.js exports it. */
export interface FirstScreenRenderer {
  /** The document's title when `url` (path and query) is a screen the server renders for whoever may open it; else null. */
  title(url: string): string | null;
  /**
   * The reads of that screen for this user; null when the user may not open it (the browser then
   * sends them where it does today).
   */
  plan(request: FirstScreenRequest): FirstScreenRead[] | null;
  /** The screen's HTML (its styles inline, as emotion writes them on the server), and the data it shows. */
  render(input: RenderInput): Promise<{ html: string; answers: ServedAnswer[] }>;
}

/** The id of the `<script type="application/json">` that carries the page's data to the browser. */
export const SERVED_SCREEN_ID = 'first-screen-data';

/** What that element holds: the user the screen was rendered for and the answers it shows. */
export interface ServedScreen {
  userId: number;
  /** sessionFingerprint of the user the server rendered for: the browser hydrates only on the same. */
  fingerprint: string;
  answers: ServedAnswer[];
}

/** What of a session the screen shows; another value in the browser means another screen. */
export const sessionFingerprint = (user: Omit<SignedInUser, 'expiresAt'>) =>
  JSON.stringify([user.userId, user.userCode, [...user.permissions].sort(), user.naam, user.officeId, user.moneyProviderId]);
