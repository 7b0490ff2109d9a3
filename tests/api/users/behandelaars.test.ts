import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, gebruikers } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';

/** GET /dossiers/{id}/behandelaars and /behandelaar/btl/{id} (docs/permissions.md "User lists"). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const byName = async (username: string) => (await db.select().from(gebruikers).where(eq(gebruikers.username, username)))[0];
const lender = await byName('verstrekker');
const [ownDossier] = await db.select().from(dossiers).where(and(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.btl, false))).limit(1);
const [otherDossier] = await db.select().from(dossiers).where(and(ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.btl, false))).limit(1);
const [btlDossier] = await db.select().from(dossiers).where(and(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.btl, true))).limit(1);

type Named = { id: number; typeCode: string; achterNaam: string };
const ids = (rows: Named[]) => rows.map((r) => r.id);

describe('GET /dossiers/{id}/behandelaars', () => {
  it('lists active staff who may work the file, and the dossier’s own lender’s users', async () => {
    const res = await medewerker.get(`/api/v1/dossiers/${ownDossier.id}/behandelaars`);
    expect(res.status).toBe(200);
    const rows = res.body as Named[];
    expect(ids(rows)).toEqual(expect.arrayContaining([(await byName('medewerker')).id, (await byName('employee')).id, lender.id]));
    // The beheerder is staff but holds no dossier rights; advisers never handle.
    expect(ids(rows)).not.toContain((await byName('beheerder')).id);
    expect(rows.some((u) => u.typeCode === 'A')).toBe(false);
    expect(Object.keys(rows[0]).sort()).toEqual(['achterNaam', 'id', 'tussenVoegsels', 'typeCode', 'voorLetters']);
  });

  it('leaves out another lender’s users', async () => {
    const rows = (await medewerker.get(`/api/v1/dossiers/${otherDossier.id}/behandelaars`)).body as Named[];
    expect(ids(rows)).not.toContain(lender.id);
    expect(rows.every((u) => u.typeCode !== 'H' || u.id !== lender.id)).toBe(true);
  });

  it('answers 404 for a dossier out of the caller’s scope or unknown, 403 without a dossier right', async () => {
    expect((await verstrekker.get(`/api/v1/dossiers/${ownDossier.id}/behandelaars`)).status).toBe(200);
    expect((await verstrekker.get(`/api/v1/dossiers/${otherDossier.id}/behandelaars`)).status).toBe(404);
    expect((await medewerker.get('/api/v1/dossiers/99999999/behandelaars')).status).toBe(404);
    expect((await medewerker.get('/api/v1/dossiers/abc/behandelaars')).status).toBe(400);
    expect((await beheerder.get(`/api/v1/dossiers/${ownDossier.id}/behandelaars`)).status).toBe(403);
  });

  it('keeps an adviser to the names it may see', async () => {
    const adviser = await byName('adviseur');
    const [officeDossier] = await db.select().from(dossiers).where(and(eq(dossiers.kantoorId, adviser.kantoorId!), eq(dossiers.cds, false))).limit(1);
    const res = await adviseur.get(`/api/v1/dossiers/${officeDossier.id}/behandelaars`);
    expect(res.status).toBe(200);
    const rows = res.body as Named[];
    const visible = ids((await adviseur.get('/api/v1/gebruikers')).body as Named[]);
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(rows).every((id) => visible.includes(id))).toBe(true);
    expect(rows.some((u) => u.typeCode === 'H')).toBe(false);
  });
});

describe('GET /behandelaar/btl/{id}', () => {
  it('lists the BTL handlers of a BTL dossier', async () => {
    const res = await medewerker.get(`/api/v1/behandelaar/btl/${btlDossier.id}`);
    expect(res.status).toBe(200);
    const rows = res.body as Named[];
    expect(ids(rows)).toContain((await byName('medewerker')).id);
    expect(ids(rows)).toContain(lender.id);
    // The employee role has no BTL view.
    expect(ids(rows)).not.toContain((await byName('employee')).id);
  });

  it('answers 404 for a dossier that is not BTL, or out of scope; 403 without a BTL right', async () => {
    expect((await medewerker.get(`/api/v1/behandelaar/btl/${ownDossier.id}`)).status).toBe(404);
    const [foreignBtl] = await db.select().from(dossiers).where(and(ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.btl, true))).limit(1);
    expect((await verstrekker.get(`/api/v1/behandelaar/btl/${foreignBtl.id}`)).status).toBe(404);
    expect((await verstrekker.get(`/api/v1/behandelaar/btl/${btlDossier.id}`)).status).toBe(200);
    const employee = await signIn(app, 'employee');
    expect((await employee.get(`/api/v1/behandelaar/btl/${btlDossier.id}`)).status).toBe(403);
  });
});
