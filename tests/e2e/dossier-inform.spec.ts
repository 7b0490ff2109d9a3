import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('Adviseur informeren', () => {
  it('keeps the message as one of the processor to the adviser, sent by the staff member', async () => {
    await page.goto('/dossiers');
    await page.locator('[data-testid^="dossier-row-"]').first().click();
    await page.getByTestId('action-informeer').click();
    await page.getByTestId('inform-dialog').getByLabel('Berichttemplate').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('inform-preview').waitFor();
    await page.getByTestId('inform-send').click();
    await page.getByTestId('inform-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('tab-communicatie').click();
    const newest = page.locator('[data-testid^="message-"]').first();
    await newest.getByText('Bericht aan adviseur').waitFor();
    const name = await page.getByTestId('user-panel-name').innerText();
    expect(await newest.innerText()).toContain(name);
  });
});
