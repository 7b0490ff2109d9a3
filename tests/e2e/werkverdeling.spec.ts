import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { counterValue, openNavGroup, shownIds } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('werkverdeling', () => {
  it('bulk-assigns three dossiers past their deadline and the counters follow', async () => {
    // Work still to hand out whose deadline has passed: once handed out it counts under SLA.
    await page.goto('/werkverdeling?status=UITZETTEN&filter=SLA');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    await openNavGroup(page, 'dossiers');
    await page.getByTestId('counter-dossiers.sla').waitFor();
    const slaBefore = await counterValue(page, 'dossiers.sla');
    const totalBefore = Number((await page.getByTestId('dossier-total').textContent())!.split(' ')[0]);

    const ids = (await shownIds(page)).slice(0, 3);
    for (const id of ids) await page.getByTestId(`select-${id}`).click();
    expect(await page.getByTestId('selected-count').textContent()).toBe('3 geselecteerd');

    await page.getByRole('combobox', { name: 'Toewijzen aan' }).click();
    const option = page.locator('[data-testid^="assign-option-"]').first();
    const handlerId = (await option.getAttribute('data-testid'))!.replace('assign-option-', '');
    const uitgezetBefore = Number(await page.getByTestId(`handler-${handlerId}-uitgezet`).textContent());
    await option.click();
    await page.getByTestId('assign-submit').click();

    await expect.poll(() => counterValue(page, 'dossiers.sla')).toBe(slaBefore + 3);
    await expect.poll(() => page.getByTestId(`handler-${handlerId}-uitgezet`).textContent()).toBe(String(uitgezetBefore + 3));
    await expect.poll(() => page.getByTestId('dossier-total').textContent()).toBe(`${totalBefore - 3} dossiers`);
    for (const id of ids) expect(await page.getByTestId(`dossier-row-${id}`).count()).toBe(0);
    expect(await page.getByTestId('selected-count').textContent()).toBe('0 geselecteerd');
  });

  it('shows the Dutch refusal (409) of a status change in the Foutmelding dialog', async () => {
    // A rejected dossier keeps its workload: every move is refused by the server.
    await page.goto('/werkverdeling?status=UITZETTEN,UITGEZET,BEHANDELING,AFGEROND&dossierStatus=AFGEWEZEN');
    const row = page.locator('[data-testid^="dossier-row-"]').first();
    await row.waitFor();
    const id = (await row.getAttribute('data-testid'))!.replace('dossier-row-', '');
    await page.getByRole('combobox', { name: 'Toewijzen aan' }).click();
    await page.locator('[data-testid^="assign-option-"]').first().click();
    await page.getByTestId(`status-menu-${id}`).click();
    await page.locator(`[data-testid^="status-${id}-"]`).first().click();
    const dialog = page.getByTestId('error-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Foutmelding');
    expect(await page.getByTestId('error-dialog-messages').textContent()).toContain(`Dossier ${id} is afgesloten`);
  });
});
