import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig, testServer } from '../helpers';

/** A built browser app in miniature: index.html, hashed assets with a sub-folder, a profile's logo, a top-level file. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hypotheek-dist-'));
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
};
write('index.html', '<html data-profile="__APP_PROFILE__"></html>');
write('assets/index-abc123.js', 'console.log(1)');
write('assets/pdfjs/cmaps/Adobe-GB1-UCS2.bcmap', 'cmap');
write('profiles/ff/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('robots.txt', 'User-agent: *');

const { database } = await testServer();
const app = await buildApp({ ...testConfig(), staticDir: root, profile: 'nhl' }, database.db, { logger: false });
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the browser app’s files', () => {
  it('serves hashed assets, also in sub-folders, cached for good', async () => {
    for (const [url, body] of [['/assets/index-abc123.js', 'console.log(1)'], ['/assets/pdfjs/cmaps/Adobe-GB1-UCS2.bcmap', 'cmap']]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/index-abc123.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('serves the profiles’ images and the files beside index.html for an hour', async () => {
    const logo = await get('/profiles/ff/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
  });

  it('answers a missing asset with 404 rather than the app', async () => {
    expect((await get('/assets/index-gone.js')).statusCode).toBe(404);
  });

  it('answers every browser route with index.html, the profile filled in and never cached', async () => {
    for (const url of ['/', '/dossiers/12/show', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe('<html data-profile="nhl"></html>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer an unknown API path with the app', async () => {
    const res = await get('/api/v1/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('registers a route per folder, not per file', () => {
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain('Adobe-GB1-UCS2');
    expect(routes).not.toContain('index-abc123');
  });
});
