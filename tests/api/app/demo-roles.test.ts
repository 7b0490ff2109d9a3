import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolPermissies, rollen } from '../../../server/db/schema';
import { syncDemoRoles } from '../../../server/db/seed/roles';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;

const role = async (naam: string) => (await db.select().from(rollen).where(eq(rollen.naam, naam)))[0];
const holds = async (rolId: number, permissie: string) =>
  (await db.select().from(rolPermissies).where(and(eq(rolPermissies.rolId, rolId), eq(rolPermissies.permissie, permissie)))).length === 1;

/** A demo database made before a release got its permissions: the demo start adds them to the demo roles. */
describe('demo roles', () => {
  it('gives a demo role back a permission its definition lists, once, with a new version', async () => {
    const medewerker = await role('Medewerker');
    await db.delete(rolPermissies).where(and(eq(rolPermissies.rolId, medewerker.id), eq(rolPermissies.permissie, 'DOSSIER_OPSCHONEN')));
    const before = await signIn(app, 'medewerker');
    expect((await before.get('/api/v1/profile')).body.permissions).not.toContain('DOSSIER_OPSCHONEN');

    await syncDemoRoles(db);
    expect(await holds(medewerker.id, 'DOSSIER_OPSCHONEN')).toBe(true);
    const synced = await role('Medewerker');
    expect(synced.version).toBe(medewerker.version + 1);
    const after = await signIn(app, 'medewerker');
    expect((await after.get('/api/v1/profile')).body.permissions).toContain('DOSSIER_OPSCHONEN');

    await syncDemoRoles(db);
    expect((await role('Medewerker')).version).toBe(synced.version);
  });

  it('keeps a permission an administrator gave a demo role on top of its definition', async () => {
    const employee = await role('Employee');
    await db.insert(rolPermissies).values({ rolId: employee.id, permissie: 'MENU_BEHEER_VIEW' });
    await syncDemoRoles(db);
    expect(await holds(employee.id, 'MENU_BEHEER_VIEW')).toBe(true);
    expect((await role('Employee')).version).toBe(employee.version);
    await db.delete(rolPermissies).where(and(eq(rolPermissies.rolId, employee.id), eq(rolPermissies.permissie, 'MENU_BEHEER_VIEW')));
  });
});
