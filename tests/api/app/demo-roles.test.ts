import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EntityDef, openToLenders } from '../../../contract/entity';
import { entities } from '../../../contract/registry';
import { rolPermissies, rollen } from '../../../server/db/schema';
import { syncDemoRoles } from '../../../server/demo/roles';
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

/** Spec 000 §2: the Beheer entries lenders get, by the permission of each. */
const LENDER_MENU = [
  'BEHEER_BERICHTTEMPLATES', 'BEHEER_EVENTTEMPLATES', 'BEHEER_TAKEN', 'BEHEER_CDS_PERIODE', 'BEHEER_DOCUMENTSTATUS',
  'BEHEER_BELANGRIJKE_DATUMS', 'BEHEER_ZONDER_DOCUMENTEN', 'BEHEER_OVERRULE_STATUS', 'BEHEER_CHANGE_REQUEST', 'BEHEER_TEAMS',
  'BEHEER_SYSTEM_EVENTS', 'BEHEER_CODE_LENING_MIJ', 'BEHEER_DIENSTEN', 'BEHEER_VRIJE_DAGEN',
];

describe('the lender demo role', () => {
  const beheerOf = async (naam: string) => {
    const { id } = await role(naam);
    return (await db.select().from(rolPermissies).where(eq(rolPermissies.rolId, id))).map((r) => r.permissie).filter((p) => p.startsWith('BEHEER_'));
  };

  it("holds exactly the Beheer permissions of a lender's menu: a new one reaches lenders only when asked for", async () => {
    expect((await beheerOf('Hypotheekverstrekker')).sort()).toEqual([...LENDER_MENU].sort());
  });

  it('writes no list that is not open to lenders, also where a list shares a permission with one that is', async () => {
    const held = await beheerOf('Hypotheekverstrekker');
    const writable = (entities as readonly EntityDef[]).filter((entity) => entity.access.write.some((p) => held.includes(p)));
    expect(writable.filter((entity) => !openToLenders(entity)).map((entity) => entity.name)).toEqual([]);
  });

  it('leaves the functional administrator no Beheer permission short, declared by an entity or listed', async () => {
    const held = await beheerOf('Beheerder');
    const named = (entities as readonly EntityDef[]).flatMap((entity) => entity.access.write).filter((p) => p.startsWith('BEHEER_'));
    expect(named.filter((p) => !held.includes(p))).toEqual([]);
  });
});
