import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, pagePerTest } from './browser';
import { consoleErrors, numberedPdf } from './documentHelpers';
import { apiGet, counterValue } from './dossierHelpers';
import { signedIn } from './session';

interface Targets {
  teams: { id: number; teamNaam: string; teamEmail: string }[];
}
interface Note {
  onderwerp: string;
  bijlagen: { naam: string }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** Picks an option of a MUI select by its text. */
async function choose(p: Page, testId: string, text: string) {
  await p.getByTestId(testId).locator('[role="combobox"]').click();
  await p.getByRole('option', { name: text, exact: true }).click();
}

const workflowRow = (p: Page, subject: string) => p.getByTestId('workflow-list').locator('[data-testid="workflow-row"]', { hasText: subject });
const teamCount = async (p: Page) => Number(/Ongelezen: (\d+) taken/.exec((await p.getByTestId('workflow-counts').textContent()) ?? '')?.[1]);

describe('tasks and the floating panel', () => {
  let teammateBrowser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => {
    teammateBrowser = await launch();
  });
  afterAll(() => teammateBrowser.close());

  it('creates a task for a team from the panel; a teammate sees it live in list and count, marks it done and it leaves the creator list', async () => {
    const errors = consoleErrors(page);
    const teammate = await newPage(teammateBrowser);
    await signedIn(teammate, 'employee');
    const teamName = (await apiGet<{ teams: string[] }>(teammate, '/api/v1/profile')).teams[0];
    const team = (await apiGet<Targets>(page, '/api/v1/workflow/delegate-to')).teams.find((t) => t.teamNaam === teamName)!;

    await teammate.goto('/workflow');
    await teammate.getByTestId('scope-TEAM').click();
    await teammate.getByTestId('workflow-counts').waitFor();
    const before = await teamCount(teammate);

    await page.goto('/workflow');
    await page.getByTestId('scope-ALLE').click();
    const subject = `Taxatierapport controleren ${Date.now()}`;
    await page.getByTestId('panel-open').click();
    await page.getByTestId('panel-type-task').click();
    await page.getByTestId('panel-subject').fill(subject);
    await page.getByTestId('panel-note').fill('Graag voor vrijdag het taxatierapport nalopen.');
    await page.getByTestId('panel-next').click();
    await page.getByTestId('panel-to-team').click();
    await choose(page, 'panel-to', team.teamEmail);
    await expect.poll(() => page.getByTestId('panel-deadline').inputValue()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await choose(page, 'panel-category', 'Aanvraag');
    await page.getByTestId('panel-save').click();
    await page.getByTestId('floating-panel').waitFor({ state: 'detached' });
    await workflowRow(page, subject).waitFor();

    // The teammate's screen follows without a reload: the row and the unread count of the team.
    await workflowRow(teammate, subject).waitFor({ timeout: 5000 });
    await expect.poll(() => teamCount(teammate), { timeout: 5000 }).toBe(before + 1);

    const taskId = await workflowRow(teammate, subject).getAttribute('data-task');
    await teammate.getByTestId(`done-${taskId}`).click();
    await workflowRow(teammate, subject).waitFor({ state: 'detached' });
    await expect.poll(() => teamCount(teammate)).toBe(before);
    // The creator's open list drops it without a reload.
    await workflowRow(page, subject).waitFor({ state: 'detached', timeout: 5000 });
    expect(errors).toEqual([]);
    await teammate.context().close();
  });

  it("a task for a person raises their sidebar Workflow counter without a reload; done, it drops", async () => {
    const colleague = await newPage(teammateBrowser);
    await signedIn(colleague, 'employee');
    const employeeId = Number(await colleague.evaluate(() => localStorage.getItem('userId')));
    const person = (await apiGet<{ gebruikers: { id: number; partijNawData: { voorLetters: string; tussenVoegsels: string | null; achterNaam: string } }[] }>(page, '/api/v1/workflow/delegate-to')).gebruikers.find((u) => u.id === employeeId)!;
    const label = [`${person.partijNawData.achterNaam},`, person.partijNawData.voorLetters, person.partijNawData.tussenVoegsels].filter(Boolean).join(' ');
    await colleague.goto('/workflow');
    await colleague.getByTestId('counter-workflow').waitFor();
    const before = await counterValue(colleague, 'workflow');

    const subject = `Werkgeversverklaring opvragen ${Date.now()}`;
    await page.goto('/tickets/taken');
    await page.getByTestId('panel-open').click();
    await page.getByTestId('panel-subject').fill(subject);
    await page.getByTestId('panel-note').fill('Werkgeversverklaring bij de klant opvragen.');
    await page.getByTestId('panel-next').click();
    await choose(page, 'panel-to', label);
    await choose(page, 'panel-category', 'Aanvraag');
    await page.getByTestId('panel-save').click();
    await page.getByTestId('floating-panel').waitFor({ state: 'detached' });

    await expect.poll(() => counterValue(colleague, 'workflow'), { timeout: 5000 }).toBe(before + 1);
    const row = workflowRow(colleague, subject);
    await row.waitFor({ timeout: 5000 });
    await colleague.getByTestId(`done-${await row.getAttribute('data-task')}`).click();
    await expect.poll(() => counterValue(colleague, 'workflow'), { timeout: 5000 }).toBe(before);
    await colleague.context().close();
  });

  it('saves a note with an attachment from the panel, shown on the dossier', async () => {
    const errors = consoleErrors(page);
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=50&dossierBTL=false');
    const dossierId = content[content.length - 3].id;
    const subject = `Telefoon met notaris ${Date.now()}`;
    await page.goto('/workflow');
    await page.getByTestId('panel-open').click();
    await page.getByTestId('panel-type-note').click();
    // A note needs its dossier and subject: Volgende refuses without them.
    await page.getByTestId('panel-next').click();
    expect(await page.getByTestId('floating-panel').textContent()).toContain('Verplicht');
    await page.getByTestId('panel-dossier').fill(String(dossierId));
    await page.getByRole('option').filter({ hasText: String(dossierId) }).first().click();
    await page.getByTestId('panel-subject').fill(subject);
    await page.getByTestId('panel-note').fill('De notaris belt terug over de passeerdatum.');

    // The draft is kept a second after the last change: a reload restores it.
    await page.waitForTimeout(1300);
    await page.reload();
    await expect.poll(() => page.getByTestId('panel-subject').inputValue()).toBe(subject);

    await page.getByTestId('panel-next').click();
    await page.getByTestId('panel-files-input').setInputFiles({ name: 'passeerdatum.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(1, 'Passeerdatum') });
    await expect.poll(() => page.getByTestId('panel-files-list').locator('li').count()).toBe(1);
    await page.getByTestId('panel-save').click();
    await page.getByTestId('floating-panel').waitFor({ state: 'detached' });

    const notes = await apiGet<{ content: Note[] }>(page, `/api/v1/dossiers/${dossierId}/notities?page=0&size=10`);
    expect(notes.content.find((n) => n.onderwerp === subject)?.bijlagen.map((b) => b.naam)).toEqual(['passeerdatum.pdf']);
    await page.goto(`/dossiers/${dossierId}/communicatie`);
    await page.getByText(subject).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('searches my tasks sorted by the server, opens one and toggles its priority and done', async () => {
    const errors = consoleErrors(page);
    await page.goto('/tickets/taken');
    const rows = page.getByTestId('taken-row');
    await rows.first().waitFor();
    const ids = async () => (await rows.evaluateAll((r) => r.map((row) => Number(row.getAttribute('data-task'))))).filter(Boolean);
    await page.getByTestId('taken-list').getByText('Taak', { exact: true }).click();
    await expect.poll(async () => { const shown = await ids(); return shown.join() === [...shown].sort((a, b) => a - b).join(); }).toBe(true);
    await page.getByTestId('taken-list').getByText('Taak', { exact: true }).click();
    await expect.poll(async () => { const shown = await ids(); return shown.join() === [...shown].sort((a, b) => b - a).join(); }).toBe(true);

    const id = (await ids())[0];
    const before = await apiGet<{ priorityId: number; done: boolean }>(page, `/api/v1/taken/${id}`);
    await page.locator(`[data-testid="taken-row"][data-task="${id}"]`).click();
    const detail = page.getByTestId('task-detail');
    await detail.getByTestId('task-history').waitFor();
    await detail.getByTestId('task-priority').click();
    await expect.poll(async () => (await apiGet<{ priorityId: number }>(page, `/api/v1/taken/${id}`)).priorityId).toBe(before.priorityId === 3 ? 2 : 3);
    await detail.getByTestId('task-done').click();
    await expect.poll(async () => (await apiGet<{ done: boolean }>(page, `/api/v1/taken/${id}`)).done).toBe(!before.done);
    await detail.getByTestId('task-done').click();
    await detail.getByTestId('task-priority').click();
    await expect.poll(async () => (await apiGet<{ priorityId: number; done: boolean }>(page, `/api/v1/taken/${id}`))).toMatchObject({ priorityId: before.priorityId === 1 ? 2 : before.priorityId, done: before.done });
    expect(errors).toEqual([]);
  });
});
