import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:18334';
const [user, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 }, locale: 'nl-NL' });
const page = await context.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
await page.goto('/auth');
await page.getByTestId('login-username').fill(user);
await page.getByTestId('login-password').fill('demo');
await page.getByTestId('login-submit').click();
await page.getByTestId('user-panel').waitFor();
await page.waitForTimeout(1500);
console.log('landed on', page.url());
await page.screenshot({ path: `/tmp/insight/shots/${user}-landing.png`, fullPage: true });
for (const p of paths) {
  await page.goto(p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1200);
  const name = `${user}${p.replace(/[/?=&]/g, '_')}`;
  await page.screenshot({ path: `/tmp/insight/shots/${name}.png`, fullPage: true });
  console.log('shot', name, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
