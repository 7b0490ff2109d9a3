import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

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

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, locale: 'nl-NL' });
  return context.newPage();
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
