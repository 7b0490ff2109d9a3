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
