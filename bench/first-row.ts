import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { fmt, freePort, loadAverage, percentile, signInPage, withDemoBrowser } from './lib';

/**
 * The first screen in a new tab, side by side with react-admin's own demo, Posters Galore (issue 39,
 * docs/first-screen.md): our /dossiers against its #/customers list, with and without another tab of
 * the app open, and a dossier against its customer edit page, each as the ratio of the medians of
 * pages measured in turns. A ratio holds on any machine, where milliseconds follow its load.
 *
 * A MutationObserver installed before any script runs stamps the moment the screen's first data is
 * in the DOM (our first row or dossier header; Posters Galore's first row or the customer's first
 * name in its form), on the page's own clock (performance.now(), which starts at navigation), and
 * reports it as a console message: waiting with page.waitForFunction instead would have Playwright
 * run its own ~20 ms script in the page while the app still starts.
 *
 * Posters Galore is neither built nor fetched here: the house rule on outside code
 * (docs/first-screen.md "Measuring") keeps its code, a build of it and any recipe that would build
 * it out of this repository. POSTERS_GALORE_DIR names a built copy of it made elsewhere, which this
 * bench serves with the same caching as ours: hashed assets for good, the rest for an hour,
 * index.html never. POSTERS_GALORE_NO_DELAY_DIR may name a second copy, one whose fake server
 * answers without its 300 ms delay. Without them the bench measures ours alone.
 */

const TARGET_RATIO = 0.2;

/**
 * Stamps the first data on screen: which element depends on the page (ours or Posters Galore's, a
 * list or a record). A text, not a function: tsx would wrap the function's inner functions in a
 * helper of its own that the page does not have.
 */
const STAMP_FIRST_DATA = `(() => {
  const observer = new MutationObserver(() => {
    const shown = location.hash.startsWith('#/customers/')
      ? !!document.querySelector('input[name="first_name"]')?.value
      : location.hash.startsWith('#/customers')
        ? !!document.querySelector('tbody .RaDataTable-row')
        : /^\\/(dossiers|cds|btl|beheer-btl)\\/\\d+/.test(location.pathname)
          ? !!document.querySelector('[data-testid="dossier-header"]')
          : !!document.querySelector('[data-testid^="dossier-row-"]');
    if (!shown) return;
    observer.disconnect();
    console.debug('first-data ' + performance.now());
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface App {
  label: string;
  context: BrowserContext;
  list: string;
  record: string;
}

/** Opens `url` in a new tab of the app and resolves with the stamp; the tab stays `stay` ms and is closed. */
async function firstData(app: App, url: string, stay = 0) {
  const page = await app.context.newPage();
  const stamped = new Promise<number>((resolve) =>
    page.on('console', (message) => {
      const reported = /^first-data (\S+)$/.exec(message.text());
      if (reported) resolve(Number(reported[1]));
    }),
  );
  await page.goto(url, { waitUntil: 'commit' });
  const at = await stamped;
  await page.waitForTimeout(stay);
  await page.close();
  return at;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** Serves a built app as server/plugins/static.ts serves ours: assets/ for good, other files an hour, index.html never. */
async function serveBuiltApp(root: string) {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const cache = path.basename(file) === 'index.html' ? 'no-cache' : pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': cache });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Posters Galore signed in (its demo takes any name) and started once, so its service worker and the browser's cache are in place. */
async function postersGalore(browser: Browser, label: string, url: string): Promise<App> {
  const context = await browser.newContext({ baseURL: url });
  await context.addInitScript({ content: STAMP_FIRST_DATA });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('username', 'bench'));
  await page.close();
  return { label, context, list: '/#/customers', record: '/#/customers/1' };
}

const median = (times: number[]) => percentile(times, 50);

export async function benchFirstRow(runs = 11) {
  const others = [
    ['Posters Galore', process.env.POSTERS_GALORE_DIR],
    ['Posters Galore without its 300 ms delay', process.env.POSTERS_GALORE_NO_DELAY_DIR],
  ].filter((entry): entry is [string, string] => !!entry[1] && fs.existsSync(path.join(entry[1], 'index.html')));
  const servers = await Promise.all(others.map(([, dir]) => serveBuiltApp(path.resolve(dir))));
  try {
    await withDemoBrowser(async (browser, baseURL) => {
      const context = await browser.newContext({ baseURL });
      await context.addInitScript({ content: STAMP_FIRST_DATA });
      const signIn = await context.newPage();
      await signInPage(signIn);
      const first = await signIn.evaluate(async () => {
        const answer = await fetch('/api/v1/dossiers?page=0&size=1', { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
        return ((await answer.json()) as { content: { id: number }[] }).content[0].id;
      });
      await signIn.close();
      const apps: App[] = [{ label: 'ours', context, list: '/dossiers', record: `/dossiers/${first}` }];
      for (const [i, [label]] of others.entries()) apps.push(await postersGalore(browser, label, servers[i].url));
      // One page of each first, open a few seconds, so the browser's cache holds the chunks, local
      // storage our list's styles and Posters Galore its service worker, as for a user at work.
      for (const app of apps) await firstData(app, app.list, 4000);

      /** `runs` pages of each app in turns, the order swapped every round; `beside` keeps a tab of the app open on its list. */
      const inTurns = async (url: (app: App) => string, beside: boolean) => {
        if (beside) for (const app of apps) await (await app.context.newPage()).goto(app.list);
        const times = apps.map(() => [] as number[]);
        for (let round = 0; round < runs; round++) {
          const order = round % 2 ? [...apps.keys()].reverse() : [...apps.keys()];
          for (const i of order) times[i].push(await firstData(apps[i], url(apps[i])));
        }
        for (const app of apps) for (const page of app.context.pages()) await page.close();
        return times;
      };
      const cases = [
        { label: 'a list in a new tab, no other tab of the app open', url: (app: App) => app.list, beside: false },
        { label: 'a list in a new tab beside another tab of the app', url: (app: App) => app.list, beside: true },
        { label: 'a record in a new tab beside the list', url: (app: App) => app.record, beside: true },
      ];
      console.log(`First data of a screen in a new tab, headless Chromium, ${runs} pages each in turns   target ≤ ${TARGET_RATIO}× Posters Galore`);
      if (!others.length) console.log('  (POSTERS_GALORE_DIR is not set: ours alone, no ratio)');
      for (const { label, url, beside } of cases) {
        const started = loadAverage();
        const times = await inTurns(url, beside);
        const ours = median(times[0]);
        const against = others.map(([name], i) => {
          const theirs = median(times[i + 1]);
          const ratio = ours / theirs;
          return `${name} ${fmt(theirs)} (${ratio.toFixed(2)}×${i === 0 ? (ratio <= TARGET_RATIO ? ' OK' : ' OVER TARGET') : ''})`;
        });
        console.log(`  ${label}: ours ${fmt(ours)} (p95 ${fmt(percentile(times[0], 95))})${against.length ? `; ${against.join('; ')}` : ''} (load ${started}–${loadAverage()})`);
      }
    });
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await benchFirstRow(Number(process.env.BENCH_FIRST_ROW_RUNS ?? 11));
