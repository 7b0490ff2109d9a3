import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest();

describe('Beheer › Referentielijsten', () => {
  it('edits a value of a code list, and the list the forms load answers the new text', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/referentielijsten?filter=' + encodeURIComponent(JSON.stringify({ lijst: 'huurtypes' })));
    const list = page.getByTestId('referentielijsten-list');
    await list.getByText('Kamerverhuur', { exact: true }).click();
    await page.waitForURL(/\/beheer\/referentielijsten\/\d+$/);
    const form = page.getByTestId('referentielijsten-form');
    // The code is what forms keep: fixed once made.
    expect(await form.getByLabel('Code').getAttribute('readonly')).not.toBeNull();
    const omschrijving = form.getByLabel('Omschrijving');
    await expect.poll(() => omschrijving.inputValue()).toBe('Kamerverhuur');
    await omschrijving.fill('Kamerverhuur (onzelfstandige woonruimte)');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/referentielijsten(\?.*)?$/);
    await list.getByText('Kamerverhuur (onzelfstandige woonruimte)', { exact: true }).waitFor();
    const values = await apiGet<{ id: string; omschrijving: string }[]>(page, '/api/v1/rf/huurtypes');
    expect(values).toContainEqual({ id: 'KAMERVERHUUR', omschrijving: 'Kamerverhuur (onzelfstandige woonruimte)' });
  });
});

describe('Beheer › Gebruikers: organisations and KYC', () => {
  it('keeps the organisations of a user and switches KYC at once', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/gebruikers?filter=' + encodeURIComponent(JSON.stringify({ achterNaam: 'employee' })));
    await page.getByTestId('gebruikers-list').getByText('employee', { exact: true }).click();
    await page.waitForURL(/\/beheer\/gebruikers\/\d+$/);
    const form = page.getByTestId('gebruikers-form');
    await form.getByLabel('Organisaties').click();
    const option = page.getByRole('option').first();
    const organisation = (await option.innerText()).trim();
    await option.click();
    await page.keyboard.press('Escape');

    const kyc = page.getByTestId('kyc-switch');
    expect(await kyc.isChecked()).toBe(false);
    // Saved on the server first, then shown: a click, not check(), which wants the state at once.
    await kyc.click();
    await expect.poll(() => kyc.isChecked()).toBe(true);
    // The switch saved on its own; the form beside it still saves without a conflict.
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/gebruikers(\?.*)?$/);

    await page.getByTestId('gebruikers-list').getByText('employee', { exact: true }).click();
    await page.waitForURL(/\/beheer\/gebruikers\/\d+$/);
    await form.getByRole('button', { name: organisation }).or(form.getByText(organisation, { exact: true })).first().waitFor();
    await expect.poll(() => page.getByTestId('kyc-switch').isChecked()).toBe(true);
  });
});
