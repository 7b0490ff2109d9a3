import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, taken } from '../../../server/db/schema';
import { pickDossier } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { createTask, ordinaryDossiersOnly, taskBody, taskFixtures } from './fixtures';

/** Tasks (spec 000 §3–§7; docs/tasks.md): every /taken call, the lists per person and team, rights. */
const { app, database } = await testServer();
const { db } = database;
const f = await taskFixtures(db);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const ordinary = await ordinaryDossiersOnly(db, 'taken-beperkt');
const dossier = await pickDossier(db, and(eq(dossiers.cds, false), eq(dossiers.btl, false)), 40);
const cdsDossier = await pickDossier(db, eq(dossiers.cds, true), 3);
const lenderDossier = await pickDossier(db, and(eq(dossiers.geldverstrekkerId, f.verstrekker.geldverstrekkerId!), eq(dossiers.cds, false)), 12);
const otherLenderDossier = await pickDossier(db, and(ne(dossiers.geldverstrekkerId, f.verstrekker.geldverstrekkerId!), eq(dossiers.cds, false)), 12);

const ids = (page: { content: { id: number }[] }) => page.content.map((t) => t.id);

describe('creating a task', () => {
  it('creates for a person with the deadline in Amsterdam time, unread for the assignee, read for the creator', async () => {
    const res = await medewerker.post('/api/v1/taken', taskBody({ assigneeId: f.employee.id, dossierId: dossier.id, subject: 'Taxatie', aanleiding: 'I', priorityId: 2 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      workflowType: 'TAAK', onderwerp: 'Taxatie', omschrijving: 'Taxatierapport controleren voor vrijdag', aanleiding: 'I', priorityId: 2,
      deadline: '2030-03-05T13:30:00.000Z', dossierId: dossier.id, toSelection: 1, assignee: { id: f.employee.id }, team: null,
      createdBy: { id: f.medewerker.id }, done: false, archived: false, unread: false, overdue: false, sla: null, version: 1,
      category: { id: 1, displayName: expect.any(String) },
    });
    expect(res.body.werkdagenTotDeadline).toBeGreaterThan(250);
    const seen = await employee.post('/api/v1/gebruikers/taken', {});
    expect(seen.body.content.find((t: { id: number }) => t.id === res.body.id)).toMatchObject({ unread: true });
  });

  it('creates for a team; the spec\'s limits and the recipient are checked', async () => {
    const team = await employee.post('/api/v1/taken', taskBody({ toSelection: 0, teamId: f.employeeTeam }));
    expect(team.status).toBe(201);
    expect(team.body).toMatchObject({ toSelection: 0, assignee: null, team: { id: f.employeeTeam, teamEmail: expect.stringContaining('@') } });
    const bad = await employee.post('/api/v1/taken', taskBody({ subject: 'x'.repeat(101), description: 'y'.repeat(1001), priorityId: 4 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['description', 'priorityId', 'subject']);
    const nobody = await employee.post('/api/v1/taken', taskBody({ assigneeId: null }));
    expect(nobody.body.fields).toEqual({ assigneeId: 'Kies een medewerker of een team.' });
    const noType = await employee.post('/api/v1/taken', taskBody({ assigneeId: f.employee.id, typeId: 999 }));
    expect(noType.body.fields).toEqual({ typeId: 'Onbekende categorie.' });
    const badDeadline = await employee.post('/api/v1/taken', taskBody({ assigneeId: f.employee.id, deadline: '05-03-2030' }));
    expect(badDeadline.body.fields.deadline).toContain('ongeldige datum');
  });

  it('refuses a person of another organisation and an adviser as assignee', async () => {
    const lender = await medewerker.post('/api/v1/taken', taskBody({ assigneeId: f.verstrekker.id }));
    expect(lender.status).toBe(400);
    expect(lender.body.fields.assigneeId).toBe('Deze medewerker kan geen taken ontvangen.');
    const ownLenderTeam = await verstrekker.post('/api/v1/taken', taskBody({ toSelection: 0, teamId: f.lenderTeam, dossierId: lenderDossier.id }));
    expect(ownLenderTeam.status).toBe(201);
    const staffTeam = await verstrekker.post('/api/v1/taken', taskBody({ toSelection: 0, teamId: f.employeeTeam }));
    expect(staffTeam.body.fields.teamId).toBe('Aan dit team kunnen geen taken worden toegewezen.');
    const foreignDossier = await verstrekker.post('/api/v1/taken', taskBody({ toSelection: 0, teamId: f.lenderTeam, dossierId: otherLenderDossier.id }));
    expect(foreignDossier.status).toBe(404);
  });

  it('refuses to give a task about a dossier to someone who may not see it, in Dutch', async () => {
    const res = await medewerker.post('/api/v1/taken', taskBody({ assigneeId: ordinary.id, dossierId: cdsDossier.id }));
    expect(res.status).toBe(400);
    expect(res.body.messages[0]).toBe(`Aan: R. Beperkt heeft geen toegang tot dossier ${cdsDossier.id}. De taak is niet gedelegeerd.`);
    expect(await db.select().from(taken).where(eq(taken.toegewezenAanId, ordinary.id))).toEqual([]);
  });
});

describe('who sees a task', () => {
  it('the assignee, the team, teammates with WORKFLOW_VIEW_TEAM and WORKFLOW_VIEW_ALLE; no adviser or lender', async () => {
    const own = await createTask(medewerker, { assigneeId: f.employee.id });
    const teamTask = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    const teammates = await createTask(medewerker, { assigneeId: f.teammate.id });
    const strangers = await createTask(medewerker, { assigneeId: f.stranger.id });
    for (const id of [own.id, teamTask.id, teammates.id]) expect((await employee.get(`/api/v1/taken/${id}`)).status).toBe(200);
    expect((await employee.get(`/api/v1/taken/${strangers.id}`)).status).toBe(404);
    expect((await medewerker.get(`/api/v1/taken/${strangers.id}`)).status).toBe(200);
    expect((await verstrekker.get(`/api/v1/taken/${own.id}`)).status).toBe(404);
    expect((await adviseur.get(`/api/v1/taken/${own.id}`)).status).toBe(403);
    const found = await employee.post('/api/v1/taken/search?size=500', { gebruikers: [f.employee.id, f.teammate.id, f.stranger.id] });
    expect(ids(found.body)).toEqual(expect.arrayContaining([own.id, teammates.id]));
    expect(ids(found.body)).not.toContain(strangers.id);
    const lenderView = await verstrekker.post('/api/v1/taken/search?size=500', {});
    expect(lenderView.body.content.every((t: { team: { id: number } | null }) => t.team?.id === f.lenderTeam)).toBe(true);
  });

  it('all scope still stops at the dossiers one may open', async () => {
    const supervisor = await ordinaryDossiersOnly(db, 'taken-alle-zonder-cds', ['WORKFLOW_VIEW_ALLE']);
    const caller = await signIn(app, supervisor.username);
    const plain = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: dossier.id });
    const cds = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: cdsDossier.id });
    expect((await caller.get(`/api/v1/taken/${plain.id}`)).status).toBe(200);
    expect((await caller.get(`/api/v1/taken/${cds.id}`)).status).toBe(404);
  });

  it('the dossier\'s Communicatie tab lists its tasks; an adviser sees none of them', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: dossier.id });
    const list = await medewerker.get(`/api/v1/dossiers/${dossier.id}/taken?page=0&size=5&direction=DESC`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ number: 0, size: 5 });
    expect(list.body.content[0].id).toBe(task.id);
    const adviser = (await db.query.gebruikers.findFirst({ where: (g, { eq: is }) => is(g.username, 'adviseur') }))!;
    const adviserDossier = await pickDossier(db, and(eq(dossiers.kantoorId, adviser.kantoorId!), eq(dossiers.cds, false), eq(dossiers.btl, false)), 0);
    await createTask(medewerker, { assigneeId: f.employee.id, dossierId: adviserDossier.id });
    const adviserView = await adviseur.get(`/api/v1/dossiers/${adviserDossier.id}/taken`);
    expect(adviserView.status).toBe(200);
    expect(adviserView.body.totalElements).toBe(0);
    expect((await medewerker.get(`/api/v1/dossiers/${dossier.id}/taken?direction=sideways`)).status).toBe(400);
  });
});

describe('task actions', () => {
  it('reads, marks unread, toggles priority, done and archive, each raising the version', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id });
    const detail = await employee.get(`/api/v1/taken/${task.id}`);
    expect(detail.body).toMatchObject({ unread: false, history: [{ by: { id: f.medewerker.id }, assignee: { id: f.employee.id }, team: null }] });
    expect((await employee.put(`/api/v1/taken/${task.id}/ongelezen`)).body.unread).toBe(true);
    const high = await employee.put(`/api/v1/taken/${task.id}/priority`);
    expect(high.body).toMatchObject({ priorityId: 2, version: 2 });
    expect((await employee.put(`/api/v1/taken/${task.id}/priority`)).body.priorityId).toBe(3);
    const done = await employee.put(`/api/v1/taken/${task.id}/done`);
    expect(done.body).toMatchObject({ done: true, doneBy: { id: f.employee.id }, sla: null });
    expect((await employee.put(`/api/v1/taken/${task.id}/done`)).body).toMatchObject({ done: false, doneAt: null });
    expect((await employee.put(`/api/v1/taken/${task.id}/archiveer`)).body.archived).toBe(true);
    const mine = await employee.post('/api/v1/gebruikers/taken?size=500', {});
    expect(ids(mine.body)).not.toContain(task.id);
    const archived = await employee.post('/api/v1/gebruikers/taken?size=500', { gearchiveerd: true });
    expect(ids(archived.body)).toContain(task.id);
    expect((await employee.put('/api/v1/taken/999999/done')).status).toBe(404);
  });

  it('links a task to a dossier the caller and the holder may see, and refuses one the holder may not', async () => {
    const task = await createTask(medewerker, { assigneeId: ordinary.id });
    const linked = await medewerker.put(`/api/v1/taken/${task.id}/koppel/${dossier.id}`);
    expect(linked.body.dossierId).toBe(dossier.id);
    const refused = await medewerker.put(`/api/v1/taken/${task.id}/koppel/${cdsDossier.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.messages[0]).toContain(`geen toegang tot dossier ${cdsDossier.id}`);
    expect((await db.select({ dossierId: taken.dossierId }).from(taken).where(eq(taken.id, task.id)))[0].dossierId).toBe(dossier.id);
  });

  it('PUT /taken updates and delegates on the version read, with the hand-over in the history', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id });
    const updated = await employee.put('/api/v1/taken', { id: task.id, version: 1, subject: 'Nieuw onderwerp', deadline: '2030-07-01T09:00:00', toSelection: 0, teamId: f.employeeTeam });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ onderwerp: 'Nieuw onderwerp', deadline: '2030-07-01T07:00:00.000Z', team: { id: f.employeeTeam }, assignee: null, version: 2 });
    const stale = await employee.put('/api/v1/taken', { id: task.id, version: 1, subject: 'Te laat' });
    expect(stale.status).toBe(409);
    const history = (await medewerker.get(`/api/v1/taken/${task.id}`)).body.history;
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ by: { id: f.employee.id }, assignee: null, team: { id: f.employeeTeam } });
  });
});

describe('task lists', () => {
  it('searches by person, team, isTeam and dossier; pages zero-based and sorts', async () => {
    const a = await createTask(medewerker, { assigneeId: f.teammate.id, dossierId: dossier.id, deadline: '2031-01-01T12:00:00' });
    const b = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam, dossierId: dossier.id, deadline: '2031-01-02T12:00:00' });
    const byDossier = await medewerker.post(`/api/v1/taken/search?dossierId=${dossier.id}&sort=deadline,desc&size=500`, {});
    expect(ids(byDossier.body).indexOf(b.id)).toBeLessThan(ids(byDossier.body).indexOf(a.id));
    const teams = await medewerker.post('/api/v1/taken/search?size=500', { teams: [f.employeeTeam], isTeam: true, dossierId: dossier.id });
    expect(ids(teams.body)).toContain(b.id);
    expect(ids(teams.body)).not.toContain(a.id);
    const page1 = await medewerker.post(`/api/v1/taken/search?page=1&size=1&dossierId=${dossier.id}`, {});
    expect(page1.body).toMatchObject({ number: 1, size: 1 });
    expect(page1.body.content).toHaveLength(1);
    expect((await medewerker.post('/api/v1/taken/search?sort=wachtwoord,asc', {})).status).toBe(400);
  });

  it("a user's tasks, my tasks and my teammates' tasks", async () => {
    const mine = await createTask(medewerker, { assigneeId: f.employee.id });
    const mate = await createTask(medewerker, { assigneeId: f.teammate.id });
    const team = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    const teammates = ids((await employee.post('/api/v1/gebruikers/current/teammates/taken?size=500', {})).body);
    expect(teammates).toEqual(expect.arrayContaining([mate.id, team.id]));
    expect(teammates).not.toContain(mine.id);
    const user = ids((await employee.post(`/api/v1/gebruikers/${f.teammate.id}/taken?size=500`, {})).body);
    expect(user).toContain(mate.id);
    expect(ids((await employee.post(`/api/v1/gebruikers/${f.stranger.id}/taken?size=500`, {})).body)).toEqual([]);
    expect(ids((await employee.post('/api/v1/gebruikers/taken?size=500', { gedaan: false })).body)).toContain(mine.id);
  });

  it('reports the tasks as CSV or PDF', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id, description: '=SOM(A1)' });
    const csv = await app.inject({ method: 'POST', url: '/api/v1/taken/report', headers: { authorization: `Bearer ${employee.token}`, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' }, payload: { gebruikers: [f.employee.id] } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = csv.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('"Taak";"Dossier";"Onderwerp";"Omschrijving";"Categorie";"Prioriteit";"Deadline";"Aan";"Status";"Werkdagen tot deadline";"Aangemaakt door";"Aangemaakt op"');
    // Numbers as numbers, an empty dossier as an empty cell, only a formula-like text guarded.
    const row = text.split('\r\n').find((line) => line.startsWith(`${task.id};`))!;
    expect(row).toMatch(new RegExp(`^${task.id};;"";"'=SOM\\(A1\\)";`));
    expect(row.split(';')[9]).toMatch(/^-?\d+$/);
    const pdf = await app.inject({ method: 'POST', url: '/api/v1/taken/report/pdf', headers: { authorization: `Bearer ${employee.token}`, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' }, payload: {} });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await employee.post('/api/v1/taken/report/xls', {})).body.fields).toEqual({ x: 'Kies csv of pdf als rapportformaat.' });
  });

  it('answers the categories by name and the priorities of spec 000 §3, and the deadline prefill', async () => {
    const types = await employee.get('/api/v1/rs/taak/types?sort=displayName,asc');
    expect(types.body.map((t: { displayName: string }) => t.displayName)).toEqual(['Aanvraag', 'Klacht', 'Nota', 'Persoonlijk']);
    expect((await employee.get('/api/v1/rs/taak/priorities')).body).toEqual([{ id: 3, displayName: 'Normaal' }, { id: 2, displayName: 'Hoog' }, { id: 1, displayName: 'Spoed' }]);
    const prefill = await employee.get('/api/v1/taken/standaard-deadline');
    expect(new Date(prefill.body.deadline).getTime()).toBeGreaterThan(Date.now() + 2 * 3600_000 - 60_000);
  });
});

describe('demo tasks', () => {
  it('gives the demo staff tasks: overdue, for teams, done, unread, and some for the lender team', async () => {
    const { seedTasks } = await import('../../../server/demo/tasks');
    const before = (await employee.get('/api/v1/unread/details')).body.tasksMy;
    await seedTasks(db);
    const mine = (await employee.post('/api/v1/gebruikers/taken?size=500', {})).body.content as { overdue: boolean; done: boolean; sla: string | null }[];
    expect(mine.some((t) => t.overdue && t.sla === 'TE_LAAT')).toBe(true);
    expect(mine.some((t) => t.done)).toBe(true);
    expect((await employee.get('/api/v1/unread/details')).body.tasksMy).toBeGreaterThan(before);
    const team = await employee.post('/api/v1/taken/search?size=500', { isTeam: true });
    expect(team.body.totalElements).toBeGreaterThan(0);
    const lender = await verstrekker.post('/api/v1/taken/search?size=500', {});
    expect(lender.body.content.some((t: { onderwerp: string }) => t.onderwerp === 'Acceptatie beoordelen')).toBe(true);
  });
});
