import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from '../../../src/authProvider/session';
import { AbortedRequest, ApiError, request } from '../../../src/dataProvider/http';
import { toSearchParams } from '../../../src/dataProvider/params';
import { usePendingRequests } from '../../../src/dataProvider/pending';
import { onSessionEnd } from '../../../src/shell/errors/report';
import { session } from '../fixtures';
import { json, mockFetch, setXsrfCookie } from './fetchMock';

let restoreSessionEnd: () => void;
const sessionEnded = vi.fn();

beforeEach(() => {
  writeSession(session());
  setXsrfCookie('xsrf-123');
  sessionEnded.mockClear();
  restoreSessionEnd = onSessionEnd(sessionEnded);
});
afterEach(() => {
  restoreSessionEnd();
  setXsrfCookie(null);
});

describe('fetch wrapper headers', () => {
  it('sends the bearer token, JSON headers and credentials', async () => {
    const calls = mockFetch(() => json([]));
    await request('/api/v1/rs/geldverstrekkers');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(calls[0].credentials).toBe('include');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('echoes the XSRF-TOKEN cookie on %s', async (method) => {
    const calls = mockFetch(() => json({}));
    await request('/api/v1/teams', { method, body: {} });
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no XSRF header on GET', async () => {
    const calls = mockFetch(() => json([]));
    await request('/api/v1/teams');
    expect(calls[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fetches a cookie first when there is none yet', async () => {
    setXsrfCookie(null);
    const calls = mockFetch((call) => {
      if (call.method === 'HEAD') setXsrfCookie('fresh');
      return json({});
    });
    await request('/api/v1/teams', { method: 'POST', body: {} });
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'POST']);
    expect(calls[1].headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });
});

describe('fetch wrapper session handling', () => {
  it('checks the token expiry before calling: expired ends the session without a request', async () => {
    writeSession(session({ expiresAt: Date.now() - 1 }));
    const calls = mockFetch();
    await expect(request('/api/v1/teams')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(0);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a 401 answer ends the session', async () => {
    mockFetch(() => json({ type: 'GENERAL', messages: ['U bent niet (meer) ingelogd.'] }, 401));
    await expect(request('/api/v1/teams')).rejects.toMatchObject({ status: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a 401 to a call of a session that ended meanwhile (signed out while it ran) ends nothing more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        writeSession(session({ token: 'token-2' }));
        return new Response(JSON.stringify({ type: 'GENERAL', messages: ['U bent niet (meer) ingelogd.'] }), { status: 401 });
      }),
    );
    await expect(request('/api/v1/unread/details')).rejects.toBeInstanceOf(AbortedRequest);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  /** The server does not answer: fetch fails as it does on a broken connection, or on a call cut off by leaving the page. */
  const noAnswer = () => vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

  it('no answer at all (status 0) ends the session', async () => {
    noAnswer();
    await expect(request('/api/v1/teams')).rejects.toMatchObject({ status: 0 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a call cut off because the page is being left does not end the session, though the next page takes seconds', async () => {
    vi.useFakeTimers();
    noAnswer();
    window.dispatchEvent(new Event('beforeunload'));
    await expect(request('/api/v1/teams')).rejects.toBeInstanceOf(AbortedRequest);
    // Seconds later, when the next page's answer arrives and the browser cuts the calls off: no failure either.
    vi.advanceTimersByTime(9_000);
    await expect(request('/api/v1/teams')).rejects.toBeInstanceOf(AbortedRequest);
    expect(sessionEnded).not.toHaveBeenCalled();
    // Back from the back/forward cache, the page is here again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(request('/api/v1/teams')).rejects.toMatchObject({ status: 0 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('after a beforeunload that left the page where it was (a download), no answer ends the session again within ten seconds', async () => {
    vi.useFakeTimers();
    window.dispatchEvent(new Event('beforeunload'));
    vi.advanceTimersByTime(10_000);
    noAnswer();
    expect(await request('/api/v1/teams').catch((error: unknown) => error)).toMatchObject({ status: 0 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('a cancelled call does not end the session', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))));
    await expect(request('/api/v1/teams')).rejects.toBeInstanceOf(AbortedRequest);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('sign-in calls neither send a token nor report their refusal', async () => {
    const calls = mockFetch(() => json({ type: 'GENERAL', messages: ['Gebruikersnaam of wachtwoord is onjuist.'] }, 401));
    await expect(request('/authenticate', { method: 'POST', body: {}, anonymous: true, report: false })).rejects.toMatchObject({
      message: 'Gebruikersnaam of wachtwoord is onjuist.',
    });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(readSession()).not.toBeNull();
  });
});

describe('failed calls', () => {
  it('reject with an ApiError carrying the status and the decoded body', async () => {
    mockFetch(() => json({ type: 'GENERAL', messages: ['Deze link is verlopen.'] }, 410));
    const failure = await request('/password/forgot', { method: 'POST', body: {}, anonymous: true, report: false }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(410);
    expect((failure as ApiError).body).toEqual({ type: 'GENERAL', messages: ['Deze link is verlopen.'] });
  });
});

describe('spinner counting', () => {
  it('counts running requests and hides after a failure', async () => {
    const { result } = renderHook(() => usePendingRequests());
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const running = request('/api/v1/teams');
    await vi.waitFor(() => expect(result.current).toBe(1));
    answer(json([]));
    await running;
    await vi.waitFor(() => expect(result.current).toBe(0));

    const failing = request('/api/v1/teams').catch(() => undefined);
    await vi.waitFor(() => expect(result.current).toBe(1));
    answer(json({ type: 'GENERAL', messages: ['Fout'] }, 500));
    await failing;
    expect(result.current).toBe(0);
  });
});

describe('request parameters', () => {
  it('drops empty, null and undefined values, trims strings and repeats arrays', () => {
    const params = toSearchParams({ a: ' x ', b: '', c: null, d: undefined, e: 0, f: false, sort: ['teamNaam,asc', 'id,asc'] });
    expect(params.toString()).toBe('a=x&e=0&f=false&sort=teamNaam%2Casc&sort=id%2Casc');
  });
});
