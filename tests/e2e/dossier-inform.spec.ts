import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('Adviseur informeren', () => {
  it('keeps the message as one of the processor to the adviser, sent by the staff member', async () => {
    await page.goto('/dossiers');
    // The first row with an adviser: a dossier that came in through HDN may have none yet, and then there is no one to inform.
    const { content } = await apiGet<{ content: { id: number; adviseur: unknown }[] }>(page, '/api/v1/dossiers?page=0&size=50');
    const withAdviser = content.find((d) => d.adviseur);
    await page.getByTestId(`dossier-row-${withAdviser!.id}`).click();
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
