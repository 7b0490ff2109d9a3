import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, gebruikers, taken } from '../../../server/db/schema';
import { pickDossier } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { createTask, ordinaryDossiersOnly, taskBody, taskFixtures } from '../tasks/fixtures';

/** The workflow (spec 000 §3, §6, §7; docs/tasks.md): list, counts, single and group actions. */
const { app, database } = await testServer();
const { db } = database;
const f = await taskFixtures(db);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const beheerder = await signIn(app, 'beheerder');
const adviseur = await signIn(app, 'adviseur');
const ordinary = await ordinaryDossiersOnly(db, 'workflow-beperkt');
const dossier = await pickDossier(db, and(eq(dossiers.cds, false), eq(dossiers.btl, false)), 60);
const cdsDossier = await pickDossier(db, eq(dossiers.cds, true), 5);

/** The tasks of a workflow page (its mails, docs/mail.md, have ids of their own). */
const ids = (page: { content: { id: number; workflowType: string }[] }) => page.content.filter((t) => t.workflowType === 'TAAK').map((t) => t.id);
const stored = async (list: number[]) => db.select().from(taken).where(inArray(taken.id, list)).orderBy(taken.id);

describe('the workflow list', () => {
  it('lists open items per scope with the filter of spec 000 §3 and the search text', async () => {
    const mine = await createTask(medewerker, { assigneeId: f.employee.id, typeId: 2, deadline: '2032-05-10T10:00:00', subject: 'Hypotheekakte nalopen' });
    const team = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam, typeId: 3, deadline: '2032-05-11T10:00:00', dossierId: dossier.id });
    const my = await employee.post('/api/v1/workflow?scope=MIJN&size=500', {});
    expect(ids(my.body)).toContain(mine.id);
    expect(ids(my.body)).not.toContain(team.id);
    const teamScope = await employee.post('/api/v1/workflow?scope=TEAM&size=500', { activeUsers: true });
    expect(ids(teamScope.body)).toEqual(expect.arrayContaining([mine.id, team.id]));
    const filtered = await employee.post('/api/v1/workflow?scope=ALLE&size=500', { typeId: 3, deadlineFrom: '2032-05-11T00:00:00Z', deadlineTo: '2032-05-11T23:59:59Z' });
    expect(ids(filtered.body)).toEqual([team.id]);
    expect(ids((await employee.post('/api/v1/workflow?scope=ALLE&search=akte%20nalopen', {})).body)).toEqual([mine.id]);
    expect(ids((await employee.post(`/api/v1/workflow?scope=ALLE&size=500&search=${dossier.id}`, {})).body)).toContain(team.id);
    await employee.patch(`/api/v1/workflow/${mine.id}/mark-as-done`);
    expect(ids((await employee.post('/api/v1/workflow?size=500', {})).body)).not.toContain(mine.id);
    // "Afgehandelde tonen": the finished items join the open ones.
    const withDone = ids((await employee.post('/api/v1/workflow?scope=TEAM&size=500', { done: true })).body);
    expect(withDone).toEqual(expect.arrayContaining([mine.id, team.id]));
    expect((await employee.post('/api/v1/workflow?scope=IEDEREEN', {})).status).toBe(400);
    expect((await employee.post('/api/v1/workflow', { deadlineFrom: 'morgen' })).body.fields.deadlineFrom).toBe('Let op: ongeldige datum.');
    expect((await adviseur.post('/api/v1/workflow', {})).status).toBe(403);
  });

  it('activeUsers leaves out the work of people no longer active', async () => {
    const [gone] = await db.insert(gebruikers).values({ username: 'workflow-vertrokken', email: 'weg@backoffice.example.nl', achterNaam: 'Vertrokken', typeCode: 'M' }).returning();
    const task = await createTask(medewerker, { assigneeId: gone.id });
    await db.update(gebruikers).set({ active: false }).where(eq(gebruikers.id, gone.id));
    // Within the task's category, so the open mail of the scope (docs/mail.md) does not push it off the page.
    const typeId = (await medewerker.get(`/api/v1/taken/${task.id}`)).body.category.id as number;
    expect(ids((await medewerker.post('/api/v1/workflow?scope=ALLE&size=500', { typeId })).body)).toContain(task.id);
    expect(ids((await medewerker.post('/api/v1/workflow?scope=ALLE&size=500', { typeId, activeUsers: true })).body)).not.toContain(task.id);
  });
});

describe('counts', () => {
  it('counts unread open tasks per scope; opening one lowers the count; new tasks leave the mail counts as they are', async () => {
    const before = (await employee.get('/api/v1/unread/details')).body;
    const task = await createTask(medewerker, { assigneeId: f.employee.id });
    await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    const after = (await employee.get('/api/v1/unread/details')).body;
    expect(after).toEqual({ mailsMy: before.mailsMy, mailsTeam: before.mailsTeam, mailsAll: before.mailsAll, tasksMy: before.tasksMy + 1, tasksTeam: before.tasksTeam + 2, tasksAll: before.tasksAll + 2 });
    expect((await employee.get('/api/v1/workflow/count/unread?scope=MIJN')).body).toEqual({ myTasks: after.tasksMy, myMails: after.mailsMy });
    expect((await employee.post('/api/v1/workflow/count/team', { activeUsers: true })).body.myTasks).toBe(after.tasksTeam);
    expect((await employee.post('/api/v1/workflow/count/all', { activeUsers: true })).body.myTasks).toBe(after.tasksAll);
    await employee.get(`/api/v1/workflow/${task.id}?workflowType=TAAK`);
    expect((await employee.get('/api/v1/workflow/count/unread?scope=MIJN')).body.myTasks).toBe(after.tasksMy - 1);
    const ranged = await employee.get('/api/v1/workflow/count/unread?scope=MIJN&deadlineFrom=2001-01-01T00:00:00Z&deadlineTo=2001-01-02T23:59:59Z');
    expect(ranged.body.myTasks).toBe(0);
  });

  it('answers the real counts also without WORKFLOW_TAAK_FUNCTIONALITEIT: the counter rule is the sidebar counter’s', async () => {
    const [beheerderRow] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'beheerder'));
    const before = (await beheerder.get('/api/v1/unread/details')).body.tasksMy;
    await createTask(medewerker, { assigneeId: beheerderRow.id });
    expect((await beheerder.get('/api/v1/unread/details')).body.tasksMy).toBe(before + 1);
    expect((await beheerder.get('/api/v1/workflow/count/unread')).body.myTasks).toBe(before + 1);
    const adviser = (await adviseur.get('/api/v1/unread/details')).body;
    expect(adviser).toMatchObject({ tasksMy: 0, tasksTeam: 0, tasksAll: 0 });
    expect((await adviseur.get('/api/v1/workflow/count/unread?scope=MIJN')).body).toEqual({ myTasks: 0, myMails: adviser.mailsMy });
  });

  it('counts as the workflow page asks (spec 000 §7): Mijn without a scope, Team and Alle posted, each with the deadline range', async () => {
    const due = await createTask(medewerker, { assigneeId: f.employee.id, deadline: '2033-06-14T17:30:00' });
    await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam, deadline: '2033-06-14T09:00:00' });
    await createTask(medewerker, { assigneeId: f.employee.id, deadline: '2033-06-15T08:00:00' });
    const range = { deadlineFrom: '2033-06-14T00:00:00Z', deadlineTo: '2033-06-14T23:59:59Z' };
    // Without a scope the count is the user's own (MIJN); only the end day's tasks count, its whole day.
    expect((await employee.get(`/api/v1/workflow/count/unread?deadlineFrom=${range.deadlineFrom}&deadlineTo=${range.deadlineTo}`)).body).toEqual({ myTasks: 1, myMails: 0 });
    expect((await employee.post('/api/v1/workflow/count/team', { activeUsers: true, ...range })).body.myTasks).toBe(2);
    expect((await employee.post('/api/v1/workflow/count/all', { activeUsers: true, ...range })).body.myTasks).toBe(2);
    // A bare end date means that whole day too, as a bare start date means its start.
    expect((await employee.get('/api/v1/workflow/count/unread?deadlineFrom=2033-06-14&deadlineTo=2033-06-14')).body.myTasks).toBe(1);
    expect(ids((await employee.post('/api/v1/workflow?scope=MIJN&size=500', { deadlineFrom: '2033-06-14', deadlineTo: '2033-06-14' })).body)).toEqual([due.id]);
    expect((await employee.post('/api/v1/workflow/count/team', { deadlineTo: 'overmorgen' })).body.fields.deadlineTo).toBe('Let op: ongeldige datum.');
    expect((await adviseur.post('/api/v1/workflow/count/all', { activeUsers: true })).status).toBe(403);
  });
});

describe('task history', () => {
  it('records creation, hand-over, done and opened again, each with who did it', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id });
    await employee.patch(`/api/v1/workflow/${task.id}/mark-as-done`);
    await employee.patch(`/api/v1/workflow/${task.id}/mark-as-undone`);
    await employee.patch(`/api/v1/workflow/${task.id}/delegate`, { toSelection: 1, assigneeId: f.teammate.id });
    const history = (await medewerker.get(`/api/v1/taken/${task.id}`)).body.history;
    expect(history.map((step: { action: string; by: { id: number }; assignee: { id: number } }) => [step.action, step.by.id, step.assignee.id])).toEqual([
      ['AANGEMAAKT', f.medewerker.id, f.employee.id],
      ['GEDAAN', f.employee.id, f.employee.id],
      ['HEROPEND', f.employee.id, f.employee.id],
      ['OVERGEDRAGEN', f.employee.id, f.teammate.id],
    ]);
  });
});

describe('single actions', () => {
  it('detail, update without id, done and undone, priority, delegate', async () => {
    const created = await medewerker.post('/api/v1/workflow/create', taskBody({ assigneeId: f.employee.id, dossierId: dossier.id }));
    expect(created.status).toBe(201);
    const id = created.body.id;
    const detail = await employee.get(`/api/v1/workflow/${id}?workflowType=TAAK`);
    expect(detail.body).toMatchObject({ id, workflowType: 'TAAK', history: [{ assignee: { id: f.employee.id } }] });
    const put = await employee.put(`/api/v1/workflow/${id}?workflowType=TAAK`, { version: 1, priorityId: 1, description: 'Bel de notaris' });
    expect(put.body).toMatchObject({ priorityId: 1, omschrijving: 'Bel de notaris', version: 2 });
    expect((await employee.patch(`/api/v1/workflow/${id}/mark-as-done`)).body).toMatchObject({ done: true, version: 3 });
    expect((await employee.patch(`/api/v1/workflow/${id}/mark-as-undone`)).body).toMatchObject({ done: false, version: 4 });
    expect((await employee.patch(`/api/v1/workflow/${id}/priority`, { value: 2 })).body.priorityId).toBe(2);
    expect((await employee.patch(`/api/v1/workflow/${id}/priority`, { value: 5 })).status).toBe(400);
    const delegated = await employee.patch(`/api/v1/workflow/${id}/delegate`, { toSelection: 1, assigneeId: f.stranger.id });
    expect(delegated.body).toMatchObject({ assignee: { id: f.stranger.id }, unread: false });
    // Handed to someone outside the employee's sight: the task is gone for them now.
    expect((await employee.get(`/api/v1/workflow/${id}`)).status).toBe(404);
    expect((await employee.get('/api/v1/workflow/abc')).status).toBe(400);
  });

  it('refuses to delegate to someone who may not see the dossier, in Dutch, and changes nothing', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: cdsDossier.id });
    const res = await medewerker.patch(`/api/v1/workflow/${task.id}/delegate`, { toSelection: 1, assigneeId: ordinary.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'VALIDATION', fields: { assigneeId: `R. Beperkt heeft geen toegang tot dossier ${cdsDossier.id}. De taak is niet gedelegeerd.` } });
    expect((await stored([task.id]))[0]).toMatchObject({ toegewezenAanId: f.employee.id, version: 1 });
  });

  it('offers as delegates only the people and teams who may see the dossier', async () => {
    const all = await medewerker.get('/api/v1/workflow/delegate-to');
    expect(all.body.gebruikers.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([f.employee.id, ordinary.id]));
    expect(all.body.gebruikers.map((g: { id: number }) => g.id)).not.toContain(f.verstrekker.id);
    expect(all.body.teams.map((t: { id: number }) => t.id)).toContain(f.employeeTeam);
    expect(all.body.teams.map((t: { id: number }) => t.id)).not.toContain(f.lenderTeam);
    const cds = await medewerker.get(`/api/v1/workflow/delegate-to?dossierId=${cdsDossier.id}`);
    expect(cds.body.gebruikers.map((g: { id: number }) => g.id)).not.toContain(ordinary.id);
    expect(cds.body.gebruikers[0]).toMatchObject({ naam: expect.any(String), partijNawData: { achterNaam: expect.any(String) } });
  });
});

describe('group actions', () => {
  it('marks a whole selection done', async () => {
    const a = await createTask(medewerker, { assigneeId: f.employee.id });
    const b = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    const res = await employee.patch('/api/v1/workflow/mark-as-done', { ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.items.map((t: { done: boolean }) => t.done)).toEqual([true, true]);
  });

  it('changes nothing on a selection with one item the caller may not touch, and says which', async () => {
    const a = await createTask(medewerker, { assigneeId: f.employee.id });
    const b = await createTask(medewerker, { assigneeId: f.teammate.id });
    const foreign = await createTask(medewerker, { assigneeId: f.stranger.id });
    const done = await employee.patch('/api/v1/workflow/mark-as-done', { ids: [a.id, b.id, foreign.id] });
    expect(done.status).toBe(403);
    expect(done.body).toEqual({ type: 'GENERAL', messages: [`Taak ${foreign.id} mag niet door jou worden gewijzigd. Er is niets gewijzigd.`] });
    const delegated = await employee.patch('/api/v1/workflow/delegate', { ids: [a.id, foreign.id, 999_999], toSelection: 0, teamId: f.employeeTeam });
    expect(delegated.status).toBe(403);
    expect(delegated.body.messages).toEqual([`De taken ${foreign.id}, 999999 mogen niet door jou worden gewijzigd. Er is niets gewijzigd.`]);
    for (const row of await stored([a.id, b.id, foreign.id])) expect(row).toMatchObject({ gedaan: false, teamId: null, version: 1 });
  });

  it('delegates a selection all or nothing: one dossier the new holder may not see refuses all', async () => {
    const plain = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: dossier.id });
    const cds = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: cdsDossier.id });
    const refused = await medewerker.patch('/api/v1/workflow/delegate', { ids: [plain.id, cds.id], toSelection: 1, assigneeId: ordinary.id });
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toContain(`geen toegang tot dossier ${cdsDossier.id}`);
    for (const row of await stored([plain.id, cds.id])) expect(row.toegewezenAanId).toBe(f.employee.id);
    const ok = await medewerker.patch('/api/v1/workflow/delegate', { ids: [plain.id], toSelection: 1, assigneeId: ordinary.id });
    expect(ok.body.items[0].assignee.id).toBe(ordinary.id);
    expect((await employee.patch('/api/v1/workflow/delegate', { ids: [] })).status).toBe(400);
  });
});
