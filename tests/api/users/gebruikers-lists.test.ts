import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, gebruikers, organisaties, rollen, teams } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';

/** The user lists of spec 001 §7 scoped per user type, and a user's organisations (docs/permissions.md "User lists"). */
const { app, database } = await testServer();
const { db } = database;
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const byName = async (username: string) => (await db.select().from(gebruikers).where(eq(gebruikers.username, username)))[0];
const adviserUser = await byName('adviseur');
const lenderUser = await byName('verstrekker');

type Named = { id: number; typeCode: string };
const ids = (rows: Named[]) => rows.map((r) => r.id);
const STAFF = ['M', 'E', 'B', 'V'];

describe('who sees whose name', () => {
  it('staff see every active user', async () => {
    const all = (await medewerker.get('/api/v1/gebruikers')).body as Named[];
    expect(new Set(all.map((u) => u.typeCode))).toEqual(new Set(['A', 'H', 'M', 'E']));
  });

  it('a lender sees the processor’s staff and its own colleagues, no advisers or other lenders’ users', async () => {
    const [otherLenderUser] = await db.insert(gebruikers).values({ username: 'andere.verstrekker', email: 'a@b.nl', achterNaam: 'Anders', typeCode: 'H', geldverstrekkerId: lenderUser.geldverstrekkerId! + 1 }).returning();
    const seen = (await verstrekker.get('/api/v1/gebruikers')).body as Named[];
    expect(seen.every((u) => STAFF.includes(u.typeCode) || u.typeCode === 'H')).toBe(true);
    expect(ids(seen)).toContain(lenderUser.id);
    expect(ids(seen)).not.toContain(otherLenderUser.id);
    expect((await verstrekker.get(`/api/v1/gebruikers/${otherLenderUser.id}`)).status).toBe(404);
    expect((await verstrekker.get(`/api/v1/gebruikers/${adviserUser.id}`)).status).toBe(404);
    expect((await verstrekker.get(`/api/v1/gebruikers/moneyprovider/${otherLenderUser.geldverstrekkerId}`)).body).toEqual([]);
    expect(ids((await verstrekker.get(`/api/v1/gebruikers/moneyprovider/${lenderUser.geldverstrekkerId}`)).body)).toContain(lenderUser.id);
  });

  it('an adviser sees its office’s colleagues and the staff handling its office’s dossiers, nobody else', async () => {
    const seen = (await adviseur.get('/api/v1/gebruikers')).body as Named[];
    const handlers = await db
      .selectDistinct({ id: dossiers.workloadGebruikerId })
      .from(dossiers)
      .where(and(eq(dossiers.kantoorId, adviserUser.kantoorId!), isNotNull(dossiers.workloadGebruikerId)));
    expect(handlers.length).toBeGreaterThan(0);
    expect(ids(seen)).toEqual(expect.arrayContaining(handlers.map((h) => h.id!)));
    const [otherAdviser] = await db.select().from(gebruikers).where(and(eq(gebruikers.typeCode, 'A'), ne(gebruikers.kantoorId, adviserUser.kantoorId!))).limit(1);
    expect(ids(seen)).not.toContain(otherAdviser.id);
    expect(seen.some((u) => u.typeCode === 'H')).toBe(false);
    expect((await adviseur.get(`/api/v1/gebruikers/${otherAdviser.id}`)).status).toBe(404);
    const staff = (await adviseur.get('/api/v1/medewerkers')).body as Named[];
    expect(staff.length).toBeLessThan(((await medewerker.get('/api/v1/medewerkers')).body as Named[]).length);
  });
});

describe('behandelaar-list and acceptant-list', () => {
  it('lists the staff as handlers, with a lender’s own users for its dossiers, BTL acceptants apart', async () => {
    const handlers = (await medewerker.get('/api/v1/gebruikers/behandelaar-list')).body as Named[];
    expect(handlers.length).toBeGreaterThan(0);
    expect(handlers.every((u) => STAFF.includes(u.typeCode))).toBe(true);
    const forLender = (await medewerker.get(`/api/v1/gebruikers/behandelaar-list?moneyProviderId=${lenderUser.geldverstrekkerId}`)).body as Named[];
    expect(ids(forLender)).toContain(lenderUser.id);
    const btl = (await medewerker.get('/api/v1/gebruikers/behandelaar-list?btlAcceptant=true')).body as Named[];
    expect(ids(btl)).toContain((await byName('medewerker')).id);
    expect(ids(btl)).not.toContain((await byName('employee')).id);
    expect((await medewerker.get('/api/v1/gebruikers/behandelaar-list?moneyProviderId=abc')).status).toBe(400);
  });

  it('lists who may judge acceptances', async () => {
    const acceptants = ids((await medewerker.get('/api/v1/gebruikers/acceptant-list')).body);
    expect(acceptants).toContain((await byName('medewerker')).id);
    expect(acceptants).toContain(lenderUser.id);
    expect(acceptants).not.toContain((await byName('employee')).id);
    // A lender sees its own acceptants and the staff's, never an adviser.
    const forLender = (await verstrekker.get('/api/v1/gebruikers/acceptant-list')).body as Named[];
    expect(forLender.some((u) => u.typeCode === 'A')).toBe(false);
  });
});

describe('the organisations of a user', () => {
  it('answers the demo staff member’s labels', async () => {
    const own = await beheerder.get(`/api/v1/beheer/gebruikers/${(await byName('medewerker')).id}/organisations`);
    expect(own.body.map((o: { naam: string }) => o.naam)).toEqual(['Hypotheekdesk Nederland', 'Volmacht Hypotheken Service']);
  });

  it('keeps them with the user and answers them on their own', async () => {
    const orgs = await db.select().from(organisaties).limit(2);
    const [rol] = await db.select().from(rollen).limit(1);
    const [team] = await db.select().from(teams).limit(1);
    const body = {
      username: 'o.bakker', voorLetters: 'O.', tussenVoegsels: null, achterNaam: 'Bakker', email: 'o.bakker@backoffice.example.nl',
      typeCode: 'M', kantoorId: null, geldverstrekkerId: null, rolIds: [rol.id], teamIds: [team.id], organisatieIds: orgs.map((o) => o.id), active: true,
    };
    const created = await beheerder.post('/api/v1/beheer/gebruikers', body);
    expect(created.status).toBe(201);
    expect(created.body.organisatieIds).toEqual(orgs.map((o) => o.id).sort((a, b) => a - b));
    const listed = await beheerder.get(`/api/v1/beheer/gebruikers/${created.body.id}/organisations`);
    expect(listed.body.map((o: { naam: string }) => o.naam).sort()).toEqual(orgs.map((o) => o.naam).sort());
    const updated = await beheerder.put(`/api/v1/beheer/gebruikers/${created.body.id}`, { ...body, organisatieIds: [orgs[0].id], version: 1 });
    expect(updated.body.organisatieIds).toEqual([orgs[0].id]);
    const unknown = await beheerder.put(`/api/v1/beheer/gebruikers/${created.body.id}`, { ...body, organisatieIds: [999999], version: 2 });
    expect(unknown.body.fields).toEqual({ organisatieIds: 'Onbekende organisatie gekozen.' });
    expect((await medewerker.get(`/api/v1/beheer/gebruikers/${created.body.id}/organisations`)).status).toBe(403);
    expect((await beheerder.get('/api/v1/beheer/gebruikers/999999/organisations')).status).toBe(404);
  });

  it('switching KYC keeps the version, so the open form still saves', async () => {
    const user = await byName('employee');
    const before = (await beheerder.get(`/api/v1/beheer/gebruikers/${user.id}`)).body;
    const on = await beheerder.put(`/api/v1/gebruikers/${user.id}/kyc`, { kyc: true });
    expect(on.body).toMatchObject({ kyc: true, version: before.version });
  });
});
