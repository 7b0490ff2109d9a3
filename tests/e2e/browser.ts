import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, with the flags this closed network needs (DESIGN.md). */
export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/**
 * Keeps what went wrong on a page (its last errors in the console, uncaught errors, failed and
 * refused requests) and, when the test it serves fails, prints them with the page's address and what
 * it shows: a browser test that fails once under load then says why.
 */
export function reportOnFailure(page: Page) {
  const trail: string[] = [];
  const keep = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > 30) trail.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => keep(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  const report = async () => {
    if (page.isClosed()) return;
    const shown = await page.evaluate(() => document.body?.innerText ?? '').catch((error: Error) => `(not readable: ${error.message})`);
    console.log([`page at failure: ${page.url()}`, `shows: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`, ...trail].join('\n  '));
  };
  try {
    onTestFailed(report);
  } catch {
    // Made in a beforeAll, for the file's tests together: there is no one test to report for.
  }
  return page;
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, locale: 'nl-NL' });
  return reportOnFailure(await context.newPage());
}

/**
 * One Chromium per spec file and a fresh page per test, prepared by `setup` (e.g. signed in).
 * The returned page always stands for the current test's page.
 */
export function pagePerTest(setup?: (page: Page) => Promise<void>): Page {
  let browser: Browser;
  let current: Page;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    current = await newPage(browser);
    await setup?.(current);
  });
  return new Proxy({} as Page, {
    get: (_, property) => {
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
