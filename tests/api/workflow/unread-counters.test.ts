import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/client';
import { dossiers, gebruikers, taakGelezen, taken } from '../../../server/db/schema';
import { holderVisibleTo, OPEN_TASK, scopeCondition, usersWithRights } from '../../../server/services/tasks/visibility';
import { recountStatement } from '../../../server/services/workflow/workflow';
import { signIn, testServer, type Caller } from '../helpers';
import { createTask, ordinaryDossiersOnly, taskFixtures } from '../tasks/fixtures';

/**
 * taak_tellingen (docs/tasks.md "How the counts are computed"): after every kind of task write
 * the stored counts equal a recount from taken and taak_gelezen, and the counts the API answers
 * from them equal the counts recounted from the tasks for each caller.
 */
const { app, database } = await testServer();
const { db } = database;
const f = await taskFixtures(db);
const [medewerker, employee, teammate, stranger] = await Promise.all(['medewerker', 'employee', 'medewerker6', 'medewerker2'].map((name) => signIn(app, name)));
await ordinaryDossiersOnly(db, 'tellingen-beperkt');
const restricted = await signIn(app, 'tellingen-beperkt');
const [restrictedUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'tellingen-beperkt'));
const callers: [Caller, number][] = [
  [medewerker, f.medewerker.id],
  [employee, f.employee.id],
  [teammate, f.teammate.id],
  [stranger, f.stranger.id],
  [restricted, restrictedUser.id],
];

type Count = { gebruiker_id: number | null; geldverstrekker_id: number | null; toegewezen_aan_id: number | null; team_id: number | null; aantal: number };
const order = sql`order by gebruiker_id nulls first, geldverstrekker_id nulls first, toegewezen_aan_id nulls first, team_id nulls first`;

async function expectCountsRight() {
  const stored = rowsOf<Count>(
    await db.execute(sql`select gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, aantal from taak_tellingen where aantal <> 0 ${order}`),
  );
  const recounted = rowsOf<Count>(
    await db.execute(sql`
      select * from (
        select null::integer as gebruiker_id, geldverstrekker_id, toegewezen_aan_id, team_id, count(*)::int as aantal
        from taken where not gedaan and not gearchiveerd group by 2, 3, 4
        union all
        select g.gebruiker_id, t.geldverstrekker_id, t.toegewezen_aan_id, t.team_id, count(*)::int
        from taak_gelezen g join taken t on t.id = g.taak_id where not t.gedaan and not t.gearchiveerd group by 1, 2, 3, 4) x
      ${order}`),
  );
  expect(stored).toEqual(recounted);
  for (const [caller, id] of callers) {
    const [user] = await usersWithRights(db, [id]);
    const [row] = rowsOf<{ mijn: number; team: number; alle: number }>(await db.execute(recountStatement(user, {})));
    expect((await caller.get('/api/v1/unread/details')).body).toMatchObject({ tasksMy: row.mijn, tasksTeam: row.team, tasksAll: row.alle });
    expect((await caller.get('/api/v1/workflow/count/unread?scope=TEAM')).body.myTasks).toBe(row.team);
    const [open] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${taken} where ${and(holderVisibleTo(user), scopeCondition(user, 'TEAM'), OPEN_TASK)}`));
    // The workflow lists the open incoming mail of the user's team mailboxes beside the tasks (docs/mail.md).
    const [mail] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from mails m join postvakken p on p.id = m.postvak_id join gebruiker_teams gt on gt.team_id = p.team_id
        where gt.gebruiker_id = ${id} and not m.gearchiveerd and m.richting = 'IN' and ${user.permissions.has('MENU_BERICHTEN_VIEW')}`),
    );
    if (id !== restrictedUser.id) expect((await caller.post('/api/v1/workflow?scope=TEAM&size=1', {})).body.totalElements).toBe(open.n + mail.n);
  }
}

const ok = async (res: Promise<{ status: number; body: unknown }>) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body as { id: number; version: number };
};

describe('taak_tellingen stays exact', () => {
  it('after create, read, unread, done, undone, archive and their reversals', async () => {
    await expectCountsRight();
    const mine = await createTask(medewerker, { assigneeId: f.employee.id });
    const team = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    await expectCountsRight();
    await ok(employee.get(`/api/v1/taken/${mine.id}`));
    await ok(teammate.get(`/api/v1/workflow/${team.id}`));
    await expectCountsRight();
    await ok(employee.put(`/api/v1/taken/${mine.id}/ongelezen`));
    await expectCountsRight();
    await ok(employee.get(`/api/v1/taken/${mine.id}`));
    await ok(employee.patch(`/api/v1/workflow/${mine.id}/mark-as-done`));
    await expectCountsRight();
    await ok(employee.patch(`/api/v1/workflow/${mine.id}/mark-as-undone`));
    await ok(employee.put(`/api/v1/taken/${team.id}/done`));
    await expectCountsRight();
    await ok(employee.put(`/api/v1/taken/${team.id}/done`));
    await ok(employee.put(`/api/v1/taken/${mine.id}/archiveer`));
    await expectCountsRight();
    await ok(employee.put(`/api/v1/taken/${mine.id}/archiveer`));
    await ok(employee.put(`/api/v1/taken/${mine.id}/priority`));
    await expectCountsRight();
  });

  it('after a hand-over, single, in an update and in a group, between people and teams', async () => {
    const task = await createTask(medewerker, { assigneeId: f.employee.id });
    const other = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    await ok(employee.get(`/api/v1/taken/${task.id}`));
    await ok(teammate.get(`/api/v1/taken/${task.id}`));
    await ok(stranger.get(`/api/v1/taken/${other.id}`));
    await expectCountsRight();
    await ok(employee.patch(`/api/v1/workflow/${task.id}/delegate`, { toSelection: 0, teamId: f.strangerTeam }));
    await expectCountsRight();
    const read = await ok(stranger.get(`/api/v1/taken/${task.id}`));
    await ok(stranger.put(`/api/v1/workflow/${task.id}`, { version: read.version, toSelection: 1, assigneeId: f.teammate.id }));
    await expectCountsRight();
    await ok(medewerker.patch('/api/v1/workflow/delegate', { ids: [task.id, other.id], toSelection: 1, assigneeId: f.stranger.id }));
    await expectCountsRight();
    await ok(medewerker.patch('/api/v1/workflow/mark-as-done', { ids: [task.id, other.id] }));
    await expectCountsRight();
  });

  it('after the dossier is deleted, a task is deleted, a reader is deleted', async () => {
    const [bare] = await db.insert(dossiers).values({ geldverstrekkerId: f.verstrekker.geldverstrekkerId!, fase: 'AANVRAAG', stap: 'ONTVANGEN', naamHypotheekGever: 'T. Tellingen' }).returning();
    const onDossier = await createTask(medewerker, { assigneeId: f.employee.id, dossierId: bare.id });
    await ok(employee.get(`/api/v1/taken/${onDossier.id}`));
    await db.delete(dossiers).where(eq(dossiers.id, bare.id));
    await expectCountsRight();
    const gone = await createTask(medewerker, { toSelection: 0, teamId: f.employeeTeam });
    await ok(teammate.get(`/api/v1/taken/${gone.id}`));
    await db.delete(taken).where(eq(taken.id, gone.id));
    await expectCountsRight();
    const [reader] = await db.insert(gebruikers).values({ username: 'tellingen-lezer', email: 'lezer@backoffice.example.nl', achterNaam: 'Lezer', typeCode: 'M' }).returning();
    await db.insert(taakGelezen).values({ gebruikerId: reader.id, taakId: onDossier.id });
    await expectCountsRight();
    await db.delete(gebruikers).where(eq(gebruikers.id, reader.id));
    await expectCountsRight();
  });
});
