import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Permission } from '../../../contract/permissions';
import type { Db } from '../../../server/db/client';
import { gebruikerRollen, gebruikers, gebruikerTeams, rolPermissies, rollen, taakTypes, teams } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/auth/passwords';
import { DEMO_PASSWORD } from '../../../server/demo/demo';
import type { Caller } from '../helpers';

/** The demo people and teams the task, workflow and event tests work with (server/demo/demo.ts). */
export async function taskFixtures(db: Db) {
  const user = async (username: string) => (await db.select().from(gebruikers).where(eq(gebruikers.username, username)))[0];
  const teamOf = async (userId: number) =>
    (await db.select({ teamId: gebruikerTeams.teamId }).from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, userId)).orderBy(asc(gebruikerTeams.teamId)))[0].teamId;
  const [employee, medewerker, teammate, stranger, verstrekker] = await Promise.all(['employee', 'medewerker', 'medewerker6', 'medewerker2', 'verstrekker'].map(user));
  const employeeTeam = await teamOf(employee.id);
  const strangerTeam = await teamOf(stranger.id);
  const lenderTeam = await teamOf(verstrekker.id);
  const [processorTeam] = await db.select().from(teams).where(and(isNull(teams.moneyProviderId), eq(teams.id, employeeTeam)));
  const types = await db.select().from(taakTypes).orderBy(asc(taakTypes.id));
  return { employee, medewerker, teammate, stranger, verstrekker, employeeTeam, strangerTeam, lenderTeam, processorTeam, typeId: types[0].id };
}

/** A staff member who may open ordinary dossiers only (no CDS): for refusals on a CDS dossier. */
export async function ordinaryDossiersOnly(db: Db, username: string, extra: Permission[] = []) {
  const [role] = await db.insert(rollen).values({ naam: `Alleen dossiers ${username}` }).returning();
  await db.insert(rolPermissies).values([...(['MENU_DOSSIERS_VIEW', 'MENU_TAKEN_VIEW', 'MENU_WORKFLOW_VIEW', 'WORKFLOW_TAAK_FUNCTIONALITEIT'] as const), ...extra].map((permissie) => ({ rolId: role.id, permissie })));
  const [row] = await db
    .insert(gebruikers)
    .values({ username, passwordHash: await hashPassword(DEMO_PASSWORD), email: `${username}@backoffice.example.nl`, voorLetters: 'R.', achterNaam: 'Beperkt', typeCode: 'M' })
    .returning();
  await db.insert(gebruikerRollen).values({ gebruikerId: row.id, rolId: role.id });
  return row;
}

/** A task body as the floating panel sends it (spec 000 §3 "Task creation"). */
export const taskBody = (extra: Record<string, unknown>) => ({
  toSelection: 1,
  typeId: 1,
  deadline: '2030-03-05T14:30:00',
  priorityId: 3,
  description: 'Taxatierapport controleren voor vrijdag',
  ...extra,
});

export async function createTask(caller: Caller, extra: Record<string, unknown>) {
  const res = await caller.post('/api/v1/taken', taskBody(extra));
  if (res.status !== 201) throw new Error(`create task: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; version: number; dossierId: number | null };
}
