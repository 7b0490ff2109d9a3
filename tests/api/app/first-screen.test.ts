import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_SCREEN_ID, SESSION_COOKIE, type ServedScreen } from '../../../contract/first-screen';
import { buildApp } from '../../../server/app';
import { signIn, testConfig, testServer, XSRF } from '../helpers';

/**
 * The first screen rendered on the server (docs/first-screen.md): the page of a dossier list or a
 * dossier's overview comes with the screen rendered for the user of its session cookie, from that
 * user's own API answers, never stored; everyone and everything else gets the plain page.
 */

// The real build: the app's index.html and its server render (`vite build` writes both).
if (!fs.existsSync('dist/index.html') || !fs.existsSync('build/first-screen/entry-server.js')) {
  spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

const { database } = await testServer();
const app = await buildApp({ ...testConfig(), staticDir: path.resolve('dist'), firstScreenDir: path.resolve('build/first-screen') }, database.db, { logger: false });
afterAll(() => app.close());

const xsrf = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };

/** Signs in through POST /authenticate as the browser does; the session cookie it sets, and the bearer caller. */
async function browserSignIn(username: string) {
  const res = await app.inject({ method: 'POST', url: '/authenticate', headers: xsrf, payload: JSON.stringify({ username, password: 'demo' }) });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
  const answer = res.json() as { access_token: string; userId: number };
  return { cookie, token: answer.access_token, userId: answer.userId };
}

const page = (url: string, session?: string) => app.inject({ method: 'GET', url, headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {} });

/** The data the page carries for hydration, or null for a plain page. */
const served = (html: string): ServedScreen | null => {
  const match = new RegExp(`<script type="application/json" id="${SERVED_SCREEN_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as ServedScreen) : null;
};

const rowIds = (html: string) => [...html.matchAll(/data-testid="dossier-row-(\d+)"/g)].map((m) => Number(m[1]));

let medewerker: Awaited<ReturnType<typeof browserSignIn>>;
let adviseur: Awaited<ReturnType<typeof browserSignIn>>;
beforeAll(async () => {
  medewerker = await browserSignIn('medewerker');
  adviseur = await browserSignIn('adviseur');
});

describe('the session cookie', () => {
  it('is set by the sign-in: HttpOnly, SameSite=Strict, for the whole site, ending with the session', () => {
    expect(medewerker.cookie).toMatchObject({ value: medewerker.token, path: '/', httpOnly: true, sameSite: 'Strict' });
    const ends = new Date(medewerker.cookie.expires!).getTime();
    expect(Math.abs(ends - JSON.parse(Buffer.from(medewerker.token.split('.')[1], 'base64url').toString()).exp * 1000)).toBeLessThan(1000);
  });

  it('opens no API call: the API takes the bearer header alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dossiers', headers: { cookie: `${SESSION_COOKIE}=${medewerker.token}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a dossier list rendered on the server', () => {
  it('comes with the rows the user’s own API call answers, never stored', async () => {
    const res = await page('/dossiers', medewerker.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const api = await (await signIn(app, 'medewerker')).get('/api/v1/dossiers?page=0&size=25');
    const ids = api.body.content.map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(rowIds(res.body)).toEqual(ids);
    const data = served(res.body)!;
    expect(data.userId).toBe(medewerker.userId);
    expect(data.answers.find((a) => a.key[0] === 'dossier-list')?.data).toEqual(api.body);
    expect(res.body).toContain('<title>Hypotheek Backoffice - Dossiers</title>');
  });

  it('never shows a user another user’s rows, also when both are rendered at once', async () => {
    const [forAdviser, forStaff] = await Promise.all([page('/dossiers?size=100', adviseur.token), page('/dossiers?size=100', medewerker.token)]);
    const own = await (await signIn(app, 'adviseur')).get('/api/v1/dossiers?page=0&size=100');
    expect(rowIds(forAdviser.body)).toEqual(own.body.content.map((row: { id: number }) => row.id));
    // The adviser sees only the dossiers of their own office: the staff member's page holds others.
    const others = rowIds(forStaff.body).filter((id) => !rowIds(forAdviser.body).includes(id));
    expect(others.length).toBeGreaterThan(0);
    expect(served(forAdviser.body)!.userId).toBe(adviseur.userId);
    expect(served(forStaff.body)!.userId).toBe(medewerker.userId);
    expect(JSON.stringify(served(forAdviser.body))).not.toContain(`"id":${others[0]},`);
  });

  it('keeps the list’s filters and sort, as the URL gives them', async () => {
    const res = await page('/dossiers?fase=AANVRAAG&sort=naamHypotheekGever,desc', medewerker.token);
    const api = await (await signIn(app, 'medewerker')).get('/api/v1/dossiers?fase=AANVRAAG&page=0&size=25&sort=naamHypotheekGever,desc');
    expect(rowIds(res.body)).toEqual(api.body.content.map((row: { id: number }) => row.id));
  });
});

describe('a dossier opened on its overview', () => {
  it('comes with its header and overview', async () => {
    const api = await (await signIn(app, 'medewerker')).get('/api/v1/dossiers?page=0&size=1');
    const id = api.body.content[0].id;
    const res = await page(`/dossiers/${id}`, medewerker.token);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('data-testid="dossier-header"');
    expect(res.body).toContain('data-testid="overview-lenings"');
    expect(served(res.body)!.answers.map((a) => a.key.slice(0, 3))).toEqual(expect.arrayContaining([['dossier', String(id), 'detail'], ['dossier', String(id), 'overview']]));
  });

  it('outside the user’s scope is the plain page, as the browser then shows its not-found page', async () => {
    const staff = await (await signIn(app, 'medewerker')).get('/api/v1/dossiers?page=0&size=100');
    const own = await (await signIn(app, 'adviseur')).get('/api/v1/dossiers?page=0&size=100');
    const foreign = staff.body.content.find((row: { id: number }) => !own.body.content.some((o: { id: number }) => o.id === row.id)).id;
    const res = await page(`/dossiers/${foreign}`, adviseur.token);
    expect(served(res.body)).toBeNull();
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(`dossier-row-`);
    // The head held the paint for the screen's end before it knew: the plain page still ends it.
    expect(res.body).toMatch(/<link rel="expect" href="#first-screen-end"[^>]*>[\s\S]*<template id="first-screen-end"><\/template>/);
  });
});

describe('everyone else gets the plain page, and ends where they ended before', () => {
  const plain = (res: Awaited<ReturnType<typeof page>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(served(res.body)).toBeNull();
  };

  it('without a session cookie, or with a forged one', async () => {
    plain(await page('/dossiers'));
    const forged = await page('/dossiers', `${medewerker.token.slice(0, -4)}AAAA`);
    plain(forged);
    expect(forged.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('after signing out: the sign-out clears the cookie, and the old value opens nothing', async () => {
    const session = await browserSignIn('employee');
    expect(served((await page('/dossiers', session.token)).body)).not.toBeNull();
    const out = await app.inject({ method: 'POST', url: '/api/v1/logout', headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, authorization: `Bearer ${session.token}` } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    plain(await page('/dossiers', session.token));
  });

  it('for a list the user may not open', async () => {
    // A money provider's employee sees the BTL dossiers, not their management list.
    const lender = await browserSignIn('verstrekker');
    expect(served((await page('/btl', lender.token)).body)).not.toBeNull();
    plain(await page('/beheer-btl', lender.token));
  });

  it('for any other page', async () => {
    for (const url of ['/', '/workflow', '/dossiers/12/documenten', '/dossiers?menu=new']) plain(await page(url, medewerker.token));
  });
});
