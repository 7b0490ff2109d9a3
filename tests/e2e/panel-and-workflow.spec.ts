import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, apiSend } from './dossierHelpers';
import { typeDate } from './pickers';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** A day as the API takes it, `days` from today (UTC, as the test browser's clock). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shownDay = (iso: string) => iso.split('-').reverse().join('-');

async function choose(p: Page, testId: string, text: string) {
  await p.getByTestId(testId).locator('[role="combobox"]').click();
  await p.getByRole('option', { name: text, exact: true }).click();
}
const comboText = (p: Page, testId: string) => p.getByTestId(testId).locator('[role="combobox"]').textContent();

describe('the floating panel and the workflow list', () => {
  it("finds a task due on the deadline range's last day, opens it from its row, and every action says what it did", async () => {
    const errors = consoleErrors(page);
    const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
    const stamp = Date.now();
    const task = (subject: string, deadline: string) =>
      apiSend<{ id: number }>(page, 'POST', '/api/v1/taken', { toSelection: 1, assigneeId: userId, typeId: 1, deadline, priorityId: 3, description: 'Nalopen.', subject, aanleiding: 'O' });
    const dueTomorrow = await task(`Eindedag ${stamp}`, `${day(1)}T17:30:00Z`);
    await task(`Overmorgen ${stamp}`, `${day(2)}T08:00:00Z`);

    await page.goto('/workflow');
    // Tabs read as written, in sentence case, not in MUI's capitals.
    expect(await page.getByTestId('scope-MIJN').evaluate((tab) => getComputedStyle(tab).textTransform)).toBe('none');
    // Spec 000 §5: the range ends tomorrow unless the user says otherwise, and takes that whole day.
    await expect.poll(() => page.getByTestId('workflow-deadline-to').inputValue()).toBe(shownDay(day(1)));
    const row = page.locator(`[data-testid="workflow-row"][data-task="${dueTomorrow.id}"]`);
    await row.waitFor();
    expect(await page.getByTestId('workflow-list').textContent()).not.toContain(`Overmorgen ${stamp}`);

    // "Vandaag": up to and including today, so tomorrow's task leaves the list.
    await page.getByTestId('workflow-today').click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('workflow-deadline-to').inputValue()).toBe(shownDay(day(0)));
    await typeDate(page, 'workflow-deadline-to', shownDay(day(1)).replaceAll('-', ''));
    await row.waitFor();

    // A click on the row opens the task; its history has headings; done says so and is recorded.
    await row.getByText(`Eindedag ${stamp}`).click();
    const detail = page.getByTestId('task-detail');
    await detail.getByRole('columnheader', { name: 'Wanneer' }).waitFor();
    await detail.getByTestId('task-done').filter({ hasText: 'Gedaan' }).click();
    await page.getByText(`Taak ${dueTomorrow.id} is gedaan.`).waitFor();
    await expect.poll(() => detail.getByTestId('task-history').textContent()).toContain('Gedaan');
    expect(await detail.getByTestId('task-done').textContent()).toBe('Weer open');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // "Afgehandelde tonen" adds the done task to the open ones.
    await row.waitFor({ state: 'detached' });
    const openCount = await page.getByTestId('workflow-row').count();
    await page.getByLabel('Afgehandelde tonen').check();
    await row.waitFor();
    expect(await page.getByTestId('workflow-row').count()).toBeGreaterThan(openCount);
    await page.getByTestId(`done-${dueTomorrow.id}`).click();
    await page.getByText(`Taak ${dueTomorrow.id} staat weer open.`).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps every field through collapse and expand, asks before closing over typed text, and forgets the draft at sign-out', async () => {
    const errors = consoleErrors(page);
    const team = (await apiGet<{ teamEmail: string }[]>(page, '/api/v1/teams?active=true&moneyProviderId=-1&userTeamsOnly=true'))[0];
    await page.goto('/tickets/taken');
    await page.getByTestId('panel-open').click();
    await page.getByTestId('panel-subject').fill('Taxatierapport nalopen');
    await page.getByTestId('panel-note').fill('De taxatiewaarde wijkt af van de koopsom.');
    await page.getByTestId('panel-next').click();
    // Opslaan with nothing chosen sends nothing and marks what is missing.
    await page.getByTestId('panel-save').click();
    await expect.poll(() => page.getByTestId('panel-to').textContent()).toContain('Verplicht');
    expect(await page.getByTestId('floating-panel').textContent()).toContain('Verstuur aan');
    await page.getByTestId('panel-to-team').click();
    await choose(page, 'panel-to', team.teamEmail);
    await choose(page, 'panel-category', 'Aanvraag');
    await expect.poll(() => page.getByTestId('panel-deadline').inputValue()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    const deadline = await page.getByTestId('panel-deadline').inputValue();

    await page.getByTestId('panel-collapse').click();
    await page.getByTestId('panel-body').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('panel-dot').locator('.MuiBadge-invisible').count()).toBe(0);
    await page.getByTestId('panel-collapse').click();
    expect(await comboText(page, 'panel-to')).toBe(team.teamEmail);
    expect(await comboText(page, 'panel-category')).toBe('Aanvraag');
    expect(await page.getByTestId('panel-deadline').inputValue()).toBe(deadline);
    expect(await page.getByTestId('panel-to-team').locator('input').isChecked()).toBe(true);

    // Closing over typed text asks; Verdergaan keeps it all.
    await page.getByTestId('panel-close').click();
    await page.getByTestId('panel-keep').click();
    expect(await comboText(page, 'panel-to')).toBe(team.teamEmail);

    // The draft is in session storage a second later; signing out clears it for the tab's next user.
    await page.waitForTimeout(1300);
    expect(await page.evaluate(() => sessionStorage.getItem('nieuweTaakNotitie'))).toContain('Taxatierapport nalopen');
    await page.getByTestId('user-panel').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL(/\/auth/);
    expect(await page.evaluate(() => sessionStorage.getItem('nieuweTaakNotitie'))).toBeNull();
    await signedIn(page, 'employee');
    await page.getByTestId('panel-open').click();
    await expect.poll(() => page.getByTestId('panel-subject').inputValue()).toBe('');
    expect(await page.getByTestId('panel-note').inputValue()).toBe('');
    expect(await page.getByTestId('panel-discard-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens a task on Taken by keyboard: Tab to its number, Enter', async () => {
    const errors = consoleErrors(page);
    await page.goto('/tickets/taken');
    const first = page.locator('[data-testid^="taken-open-"]').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-testid'))!.slice('taken-open-'.length);
    await page.getByLabel('Gearchiveerde tonen').focus();
    let focused = '';
    for (let step = 0; step < 30 && focused !== `taken-open-${id}`; step++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    }
    expect(focused).toBe(`taken-open-${id}`);
    await page.keyboard.press('Enter');
    await page.getByTestId('task-detail').getByRole('heading', { name: `Taak ${id}` }).waitFor();
    expect(errors).toEqual([]);
  });
});
