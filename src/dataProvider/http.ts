import { HttpError } from 'ra-core';
import { isExpired, readSession } from '../authProvider/session';
import type { ApiErrorBody } from '../schema/errors';
import { decodeErrorBody, statusName } from '../shell/errors/catalogue';
import { reportFailure, requestSessionEnd } from '../shell/errors/report';
import { type QueryParams, trimStrings, withQuery } from './params';
import { markRequestFailed, requestEnded, requestStarted } from './pending';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  query?: QueryParams;
  body?: unknown;
  /** Without a session (sign-in): no bearer token and no expiry check. */
  anonymous?: boolean;
  /** false: the caller shows the failure itself, the error dialog stays shut. */
  report?: boolean;
  /** A 400 VALIDATION becomes field errors under the inputs of a react-admin form. */
  formErrors?: boolean;
}

/** A failed call; `body` is the decoded error body (normally an ApiErrorBody). */
export class ApiError extends HttpError {
  constructor(status: number, body: unknown) {
    const messages = (body as Partial<ApiErrorBody> | null)?.messages;
    super(Array.isArray(messages) && messages.length ? messages.join(' ') : statusName(status), status, body);
  }
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const MUTATING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const readXsrfCookie = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === XSRF_COOKIE)
    ?.slice(1)
    .join('=');

/** The server hands out the cookie on any response; in development the page itself comes from Vite. */
const xsrfToken = async () => {
  if (!readXsrfCookie()) await fetch('/api/v1/profile', { method: 'HEAD', credentials: 'include' }).catch(() => undefined);
  const token = readXsrfCookie();
  return token ? decodeURIComponent(token) : undefined;
};

/**
 * Set while the page is being left: the browser then aborts the calls in flight, and such a
 * failure is not the unreachable server (status 0) that ends the session. Reset after a moment
 * because a download also fires beforeunload without leaving the page.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
    setTimeout(() => (leavingPage = false), 1000);
  });
}

/** A call cut off by leaving the page, or cancelled by the app: nothing to report or act on. */
export class AbortedRequest extends Error {}

const failure = (status: number, body: unknown, url: string, options: RequestOptions) => {
  markRequestFailed();
  const shape = body as Partial<ApiErrorBody> | null;
  if (options.formErrors && status === 400 && shape?.type === 'VALIDATION' && shape.fields) {
    return new HttpError(shape.messages?.join(' ') ?? statusName(status), status, { ...shape, errors: shape.fields });
  }
  if (options.report !== false) reportFailure({ status, body, url });
  return new ApiError(status, body);
};

/** The one way the app talks to the API (spec 000 §7). */
export const request = async <T = unknown>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = 'GET', body, anonymous = false } = options;
  const session = anonymous ? null : readSession();
  if (session && isExpired(session)) {
    requestSessionEnd();
    throw new ApiError(401, null);
  }
  const url = withQuery(path, options.query);
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  requestStarted();
  try {
    if (MUTATING.includes(method)) {
      const token = await xsrfToken();
      if (token) headers.set('X-XSRF-TOKEN', token);
    }
    let response: Response;
    try {
      const payload = body === undefined ? undefined : JSON.stringify(trimStrings(body));
      response = await fetch(url, { method, headers, body: payload, credentials: 'include' });
    } catch (error) {
      if (leavingPage || (error instanceof DOMException && error.name === 'AbortError')) {
        throw new AbortedRequest(url);
      }
      throw failure(0, null, url, options);
    }
    if (!response.ok) throw failure(response.status, await decodeErrorBody(await response.arrayBuffer()), url, options);
    const text = response.status === 204 ? '' : await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    requestEnded();
  }
};
