import os from 'node:os';
import { fmt, percentile, withSignedInBrowser } from './lib';

/**
 * Time from navigation to the first dossier row in the DOM (issue #9): signed in once, then each
 * run opens /dossiers in a fresh page. A MutationObserver installed before any script runs stamps
 * the moment the first row is inserted, on the page's own clock (performance.now(), which starts
 * at navigation), and reports it as a console message: waiting with page.waitForFunction instead
 * would have Playwright evaluate its own ~20 ms script in the page while the app is still starting,
 * on the very path being measured. Median of `runs` pages.
 */
export async function benchFirstRow(runs = 11) {
  await withSignedInBrowser(
    async (context) => {
      const firstRow = async (stay = 0) => {
        const page = await context.newPage();
        const stamped = new Promise<number>((resolve) =>
          page.on('console', (message) => {
            const reported = /^first-row (\S+)$/.exec(message.text());
            if (reported) resolve(Number(reported[1]));
          }),
        );
        await page.goto('/dossiers', { waitUntil: 'commit' });
        const at = await stamped;
        await page.waitForTimeout(stay);
        await page.close();
        return at;
      };
      // One page first, open a few seconds, so the browser's cache holds the chunks and local
      // storage the list's styles (src/shell/styles/styleCache.ts), as they would for a user at work.
      await firstRow(4000);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await firstRow());
      const p50 = percentile(times, 50);
      console.log('Navigation to the first dossier row (/dossiers) in headless Chromium   target ≤ 400 ms');
      // The figure follows the machine's load by ±50 ms on 2 cores, so it comes with the load it was taken at.
      const load = os.loadavg()[0].toFixed(1);
      console.log(`  ${runs} fresh pages: median ${fmt(p50)}, p95 ${fmt(percentile(times, 95))} (load ${load}) ${p50 <= 400 ? 'OK' : 'OVER TARGET'}`);
    },
    (context) =>
      context.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid^="dossier-row-"]')) {
            observer.disconnect();
            console.debug(`first-row ${performance.now()}`);
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      }),
  );
}
