import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { signedIn } from './session';

const page = pagePerTest();

/** Spec 000 §4: navigation is held while a form has unsaved changes; the user chooses. */
describe('leaving a form with unsaved changes', () => {
  it('asks to save or discard, keeps the changes on Annuleren, saves on Opslaan and leaves on Weggooien', async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/profile');
    const phone = page.getByTestId('profile-mobielnummer-input');
    await phone.fill('0612345678');

    await page.getByTestId('nav-werkverdeling').click();
    await page.getByTestId('unsaved-dialog').getByText('U heeft wijzigingen die nog niet zijn opgeslagen. Wilt u ze opslaan of weggooien?').waitFor();
    await page.getByTestId('unsaved-stay').click();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await phone.inputValue()).toBe('0612345678');

    await page.getByTestId('nav-werkverdeling').click();
    await page.getByTestId('unsaved-save').click();
    await page.getByText('Uw contactgegevens zijn opgeslagen.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    // Saved: nothing to ask any more.
    await page.getByTestId('nav-werkverdeling').click();
    await page.waitForURL(/\/werkverdeling/);

    await page.goto('/profile');
    await page.getByTestId('profile-mobielnummer-input').fill('0687654321');
    await page.getByTestId('nav-werkverdeling').click();
    await page.getByTestId('unsaved-discard').click();
    await page.waitForURL(/\/werkverdeling/);
    await page.goto('/profile');
    expect(await page.getByTestId('profile-mobielnummer-input').inputValue()).toBe('0612345678');
  });
});
