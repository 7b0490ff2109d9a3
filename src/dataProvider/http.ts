import { HttpError } from 'ra-core';
import { isExpired, readSession } from '../authProvider/session';
import type { ApiErrorBody } from '../../contract/errors';
import { statusName } from '../i18n/statusName';
import { decodeErrorBody } from './errorBody';
import { reportFailure, requestSessionEnd } from './failures';
import { type QueryParams, trimStrings, withQuery } from './params';
import { markRequestFailed, requestEnded, requestStarted } from './pending';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  query?: QueryParams;
  body?: unknown;
  /** Without a session (sign-in): no bearer token and no expiry check. */
  anonymous?: boolean;
  /** false: the caller shows the failure itself, the error dialog stays shut. */
  report?: boolean;
  /** Statuses the caller shows itself (a page's own not-found); any other failure is reported. */
  shownByCaller?: readonly number[];
  /** A 400 VALIDATION becomes field errors under the inputs of a react-admin form. */
  formErrors?: boolean;
  /** How to read a successful answer: JSON (default), plain text, or bytes (a PDF). */
  as?: 'json' | 'text' | 'blob';
}

/** A failed call; `body` is the decoded error body (normally an ApiErrorBody). */
export class ApiError extends HttpError {
  constructor(status: number, body: unknown) {
    const messages = (body as Partial<ApiErrorBody> | null)?.messages;
    super(Array.isArray(messages) && messages.length ? messages.join(' ') : statusName(status), status, body);
    // ra-core's HttpError pins its own prototype, which would make `instanceof ApiError` always false.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const MUTATING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

const readXsrfCookie = () =>
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
 * Set while the page is being left: the browser then cuts off the calls in flight, and such a
 * failure is not the unreachable server (status 0) that ends the session. The calls are cut off
 * when the next page's answer arrives (Chromium rejects them just before `pagehide`), which can be
 * seconds after `beforeunload` on a busy machine or a slow line: a flag of one second ran out
 * first, the app signed out, and its sign-out ended the session the next page was opening with.
 * So it holds ten seconds: a download fires beforeunload too and leaves the page where it is, as
 * does staying on a page that asked before being left. Back from the back/forward cache the page
 * is here again.
 */
const LEAVING_MS = 10_000;
let leavingPage = false;
let stillHere: ReturnType<typeof setTimeout> | undefined;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
    clearTimeout(stillHere);
    stillHere = setTimeout(() => (leavingPage = false), LEAVING_MS);
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
    clearTimeout(stillHere);
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
  if (options.report !== false && !options.shownByCaller?.includes(status)) reportFailure({ status, body, url });
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
    // A refusal of the token a session that has ended meanwhile (signed out, or in anew) sent ends nothing more.
    if (response.status === 401 && session && readSession()?.token !== session.token) throw new AbortedRequest(url);
    if (!response.ok) throw failure(response.status, await decodeErrorBody(await response.arrayBuffer()), url, options);
    if (options.as === 'blob') return (await response.blob()) as T;
    const text = response.status === 204 ? '' : await response.text();
    if (options.as === 'text') return text as T;
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    requestEnded();
  }
};

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  form: FormData;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** A 400 VALIDATION becomes field errors under the inputs of a react-admin form. */
  formErrors?: boolean;
}

/** Refusals of a file itself: the upload control shows them (spec 002 §8), the dialog stays shut. */
const FILE_ERRORS = ['FILESIZE', 'FILETYPE', 'FILENAME'];

/**
 * A multipart upload with the session and XSRF rules of `request`. It uses XMLHttpRequest
 * because fetch reports no upload progress; failures go through the same catalogue, except the
 * file refusals the upload control shows under its drop zone.
 */
export const upload = async <T = unknown>(path: string, { method = 'POST', form, onProgress, signal, formErrors }: UploadOptions): Promise<T> => {
  const session = readSession();
  if (session && isExpired(session)) {
    requestSessionEnd();
    throw new ApiError(401, null);
  }
  requestStarted();
  try {
    const token = await xsrfToken();
    const xhr = new XMLHttpRequest();
    const done = new Promise<void>((resolve, reject) => {
      xhr.onload = () => resolve();
      xhr.onerror = () => reject(failure(0, null, path, {}));
      xhr.onabort = () => reject(new AbortedRequest(path));
    });
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.responseType = 'arraybuffer';
    xhr.setRequestHeader('Accept', 'application/json');
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
    await done;
    const bytes = xhr.response as ArrayBuffer;
    if (xhr.status < 200 || xhr.status >= 300) {
      const body = await decodeErrorBody(bytes);
      const type = (body as Partial<ApiErrorBody> | null)?.type;
      throw failure(xhr.status, body, path, { report: !FILE_ERRORS.includes(type ?? ''), formErrors });
    }
    onProgress?.(1);
    const text = new TextDecoder().decode(bytes);
    return (text ? JSON.parse(text) : undefined) as T;
  } finally {
    requestEnded();
  }
};
