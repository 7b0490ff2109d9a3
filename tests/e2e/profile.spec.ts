import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { signedIn } from './session';

const page = pagePerTest();

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const panelPicture = () => page.getByTestId('user-panel-avatar').locator('img');

describe('Profiel', () => {
  it('keeps a changed phone number after a reload, and shows an uploaded picture in the user panel until it is removed', async () => {
    await signedIn(page, 'employee');
    await page.getByTestId('user-panel').click();
    await page.getByTestId('user-menu-profile').click();
    await page.waitForURL(/\/profile$/);
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-soort').innerText()).toBe('Employee');

    // The shared field rule refuses letters before anything is sent.
    const phone = page.getByTestId('profile-telefoonnummer-input');
    await phone.fill('020-abc');
    await page.getByTestId('profile-save').click();
    await page.getByText('Let op: een telefoonnummer bevat alleen cijfers (eventueel met + vooraan).').waitFor();
    await phone.fill('0201234567');
    await page.getByTestId('profile-save').click();
    await page.getByText('Uw contactgegevens zijn opgeslagen.').waitFor();
    await page.reload();
    await page.getByTestId('profile-page').waitFor();
    expect(await page.getByTestId('profile-telefoonnummer-input').inputValue()).toBe('0201234567');

    // A picture of the wrong kind is refused in the control; a png shows in the panel, also after a reload.
    await page.getByTestId('profile-picture-upload-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('geen afbeelding') });
    await expect.poll(() => page.getByTestId('profile-picture-upload-error').innerText()).toBe('Bestandstype wordt niet ondersteund.');
    await page.getByTestId('profile-picture-upload-retry').click();
    expect(await panelPicture().count()).toBe(0);
    await page.getByTestId('profile-picture-upload-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Uw profielfoto is opgeslagen.').waitFor();
    await expect.poll(() => panelPicture().getAttribute('src')).toMatch(/^blob:/);
    await page.reload();
    await expect.poll(() => panelPicture().getAttribute('src')).toMatch(/^blob:/);

    await page.getByTestId('profile-picture-remove').click();
    await page.getByText('Uw profielfoto is verwijderd.').waitFor();
    await expect.poll(() => panelPicture().count()).toBe(0);
    expect(await page.getByTestId('user-panel-avatar').innerText()).toMatch(/^[A-Z]{2}$/);
  });
});
