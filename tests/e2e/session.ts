import type { Page } from 'playwright-core';

/** Signs in through the sign-in page, as a user does. */
export async function signInAs(page: Page, username: string, password = 'demo') {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Signs in and waits until the shell shows the user panel. */
export async function signedIn(page: Page, username: string) {
  await signInAs(page, username);
  await page.getByTestId('user-panel').waitFor();
}

/** Ids of the sidebar entries on screen, groups opened first so their children count too. */
export async function visibleNav(page: Page) {
  // The entries follow the first paint, the registry's a moment later (SidebarMenu).
  await page.locator('[data-testid="sidebar"][data-entities="loaded"] [data-testid^="nav-"]').first().waitFor();
  // Opening one group changes which are closed, so open the first closed one until none is left.
  const closed = page.locator('[data-testid="sidebar"] [data-testid^="nav-"][aria-expanded="false"]');
  for (let guard = 0; guard < 20 && (await closed.count()) > 0; guard++) await closed.first().click();
  const ids = await page.locator('[data-testid="sidebar"] [data-testid^="nav-"]').evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute('data-testid')!.slice(4)).filter((id) => !id.endsWith('-children')),
  );
  return new Set(ids);
}
