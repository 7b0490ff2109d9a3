import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { openNavGroup } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('the sidebar on a dossier detail', () => {
  it('lights up the SLA list while on it, and no filtered list on the dossier opened from it', async () => {
    await openNavGroup(page, 'dossiers');
    await page.getByTestId('nav-dossiers-sla').click();
    await page.waitForURL(/filter=SLA/);
    await expect.poll(() => page.getByTestId('nav-dossiers-sla').getAttribute('class')).toContain('Mui-selected');
    await page.locator('[data-testid^="dossier-row-"]').first().click();
    await page.getByTestId('tab-overzicht').waitFor();
    const selected = await page.locator('[data-testid="nav-dossiers-children"] .Mui-selected').count();
    expect(selected).toBe(0);
  });
});

describe('an unknown dossier (issue #18, defect 14)', () => {
  it('shows one Dutch not-found page, without an alert or a Foutmelding dialog', async () => {
    const answered = page.waitForResponse((res) => res.url().includes('/api/v1/dossiers/99999999'));
    await page.goto('/dossiers/99999999');
    expect((await answered).status()).toBe(404);
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByTestId('not-found-page').getByRole('heading').textContent()).toBe('Dossier niet gevonden');
    // The dialog would open right after the answer: give it the time it would take.
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('shows the same page for an id that cannot be a dossier', async () => {
    await page.goto('/dossiers/abc');
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
  });
});
