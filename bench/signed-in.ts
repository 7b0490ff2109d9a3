import { fmt, percentile, withSignedInBrowser } from './lib';

/**
 * Time from navigation to the signed-in start screen in headless Chromium on localhost: signed in
 * once through the sign-in page, then each run opens '/' in a fresh page and waits for the user
 * panel of the shell.
 */
export async function benchSignedIn(runs = 10) {
  await withSignedInBrowser(async (context) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const fresh = await context.newPage();
      const started = performance.now();
      await fresh.goto('/');
      await fresh.getByTestId('user-panel').waitFor();
      times.push(performance.now() - started);
      await fresh.close();
    }
    const p50 = percentile(times, 50);
    console.log('Navigation to the signed-in screen in headless Chromium      target ≤ 1000 ms');
    console.log(`  ${runs} runs: p50 ${fmt(p50)}, p95 ${fmt(percentile(times, 95))} ${p50 <= 1000 ? 'OK' : 'OVER TARGET'}`);
  });
}
