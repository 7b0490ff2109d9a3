import type { Page } from 'playwright-core';

/** Calls the API with the page's own session, to compare what the screen shows with the server. */
export const apiGet = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
    return res.json();
  }, path) as Promise<T>;

/** A change through the API with the page's session, as the screens send it (bearer and XSRF header). */
export const apiSend = <T>(p: Page, method: string, path: string, body?: unknown) =>
  p.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;

/** Row ids the dossier table shows, top to bottom. */
export const shownIds = (page: Page) =>
  page.locator('[data-testid^="dossier-row-"]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid')!.slice('dossier-row-'.length))));

/** Opens a sidebar group (Dossiers, CDS) so its children and their counters are on screen. */
export async function openNavGroup(page: Page, id: string) {
  const group = page.getByTestId(`nav-${id}`);
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
}

export const counterValue = async (page: Page, key: string) => Number(await page.getByTestId(`counter-${key}`).textContent());

/** How far a table sticks out of the box that scrolls it, in pixels: at most 0 when it fits. */
export const tableOverflow = (page: Page, testId: string) => page.getByTestId(testId).evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
