import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, gebruikers, hypotheken, kantoorGeldverstrekkers, kantoren, rolPermissies, rollen } from '../../../server/db/schema';
import { hasOfficeDetails, seedOfficeDetails } from '../../../server/demo/offices';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';

/** Offices, their advisers and money providers, and a dossier's adviser contact (spec 000 §7, 001 §7; docs/offices.md). */
const { app, database, seeded } = await testServer();
const db = database.db;
if (!(await hasOfficeDetails(db))) await seedOfficeDetails(db);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const own = (await userRow(db, 'adviseur')).kantoorId!;
// adviseur2 works at the second office (seed: advisers spread over the offices in turn).
const otherAdviser = await signIn(app, 'adviseur2');
const other = (await userRow(db, 'adviseur2')).kantoorId!;
const lender = (await userRow(db, 'verstrekker')).geldverstrekkerId!;

const running = (office: number) =>
  db.select({ n: count() }).from(dossiers).where(and(eq(dossiers.kantoorId, office), eq(dossiers.status, 'LOPEND'), eq(dossiers.gearchiveerd, false))).then((r) => r[0].n);

describe('the demo offices', () => {
  it('have contact data, AFM and KvK numbers of eight digits, and money providers with an agent number', async () => {
    const rows = await db.select().from(kantoren).where(inArray(kantoren.id, seeded.kantoorIds));
    for (const office of rows) {
      expect(office.afmNummer).toMatch(/^\d{8}$/);
      expect(office.kvkNummer).toMatch(/^\d{8}$/);
      expect(office.postcode).toMatch(/^\d{4}[A-Z]{2}$/);
      expect(office.email).toMatch(/^info@/);
    }
    const links = await db.select().from(kantoorGeldverstrekkers).where(eq(kantoorGeldverstrekkers.kantoorId, own));
    expect(links.map((l) => l.geldverstrekkerId)).toContain(lender);
    // Every money provider the office has dossiers with is one it works with.
    const used = await db.selectDistinct({ id: dossiers.geldverstrekkerId }).from(dossiers).where(eq(dossiers.kantoorId, own));
    for (const u of used) expect(links.map((l) => l.geldverstrekkerId)).toContain(u.id);
  });
});

describe('GET /kantoors/list', () => {
  it('answers staff every active office by name, an adviser only its own, a lender those it works with', async () => {
    const all = await medewerker.get('/api/v1/kantoors/list');
    expect(all.status).toBe(200);
    // Every seeded office is there (other files sharing the server may add offices of their own).
    const listed = all.body.map((o: { id: number }) => o.id);
    expect(seeded.kantoorIds.filter((id) => !listed.includes(id))).toEqual([]);
    expect(Object.keys(all.body[0]).sort()).toEqual(['bedrijfsNaam', 'id', 'plaatsNaam']);
    // In the database's own collation, case aside.
    const order = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.active, true)).orderBy(sql`lower(${kantoren.bedrijfsNaam})`, kantoren.id);
    expect(all.body.map((o: { id: number }) => o.id)).toEqual(order.map((o) => o.id));
    expect((await adviseur.get('/api/v1/kantoors/list')).body).toEqual([expect.objectContaining({ id: own })]);
    const linked = await db.selectDistinct({ id: kantoorGeldverstrekkers.kantoorId }).from(kantoorGeldverstrekkers).where(eq(kantoorGeldverstrekkers.geldverstrekkerId, lender));
    const lenders = (await verstrekker.get('/api/v1/kantoors/list')).body.map((o: { id: number }) => o.id);
    for (const l of linked) expect(lenders).toContain(l.id);
  });

  it('leaves out an office that is no longer active', async () => {
    await db.update(kantoren).set({ active: false }).where(eq(kantoren.id, other));
    try {
      expect((await medewerker.get('/api/v1/kantoors/list')).body.some((o: { id: number }) => o.id === other)).toBe(false);
    } finally {
      await db.update(kantoren).set({ active: true }).where(eq(kantoren.id, other));
    }
  });

  it('answers 401 without a sign-in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/kantoors/list' })).statusCode).toBe(401);
  });
});

describe('GET /kantoors (the Kantoren list)', () => {
  it('pages the offices with their figures, sorted by name unless asked otherwise', async () => {
    const res = await medewerker.get('/api/v1/kantoors?page=0&size=2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const active = (await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.active, true))).length;
    expect(res.body).toMatchObject({ totalElements: active, number: 0, size: 2, totalPages: Math.ceil(active / 2) });
    const mine = (await medewerker.get(`/api/v1/kantoors?size=100`)).body.content.find((o: { id: number }) => o.id === own);
    const [advisers] = await db.select({ n: count() }).from(gebruikers).where(and(eq(gebruikers.kantoorId, own), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)));
    expect(mine).toMatchObject({ aantalAdviseurs: advisers.n, lopendeDossiers: await running(own), afmNummer: expect.stringMatching(/^\d{8}$/) });
    const byRunning = (await medewerker.get('/api/v1/kantoors?size=100&sort=lopendeDossiers,desc')).body.content.map((o: { lopendeDossiers: number }) => o.lopendeDossiers);
    expect(byRunning).toEqual([...byRunning].sort((a: number, b: number) => b - a));
  });

  it('searches name, place, AFM and KvK number, and filters region, kind and active', async () => {
    const [office] = await db.select().from(kantoren).where(eq(kantoren.id, own));
    for (const query of [office.afmNummer!, office.kvkNummer!, office.plaatsNaam.toUpperCase(), office.bedrijfsNaam.slice(0, 6)]) {
      const res = await medewerker.get(`/api/v1/kantoors?query=${encodeURIComponent(query)}`);
      expect(res.body.content.map((o: { id: number }) => o.id), query).toContain(own);
    }
    const region = await medewerker.get(`/api/v1/kantoors?regio=${office.regio}&kantoorType=${office.kantoorType}&actief=true&size=100`);
    expect(region.body.content.every((o: { regio: string; kantoorType: string }) => o.regio === office.regio && o.kantoorType === office.kantoorType)).toBe(true);
    expect(region.body.content.map((o: { id: number }) => o.id)).toContain(own);
    expect((await medewerker.get('/api/v1/kantoors?actief=false')).body.totalElements).toBe(0);
  });

  it('refuses a bad sort, region or page size with 400 VALIDATION', async () => {
    for (const query of ['sort=naam,asc', 'sort=bedrijfsNaam,up', 'regio=ZUIDOOST', 'size=0', 'actief=ja']) {
      const res = await medewerker.get(`/api/v1/kantoors?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
    }
  });

  it('is refused without MENU_ADVISEURS_VIEW: an adviser, a lender, an employee, the beheerder', async () => {
    for (const user of [adviseur, verstrekker, employee, beheerder]) expect((await user.get('/api/v1/kantoors')).status).toBe(403);
  });
});

describe('GET /kantoors/{id}', () => {
  it('answers the office with its contact data and registrations; its figures and money providers are sections of their own', async () => {
    const res = await medewerker.get(`/api/v1/kantoors/${own}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [office] = await db.select().from(kantoren).where(eq(kantoren.id, own));
    expect(res.body).toMatchObject({ id: own, bedrijfsNaam: office.bedrijfsNaam, afmNummer: office.afmNummer, kvkNummer: office.kvkNummer, telefoonNummer: office.telefoonNummer, email: office.email });
    expect(res.body).not.toHaveProperty('cijfers');
    expect(res.body).not.toHaveProperty('geldverstrekkers');
  });

  it('shows an adviser its own office and not another office', async () => {
    expect((await adviseur.get(`/api/v1/kantoors/${own}`)).status).toBe(200);
    expect((await adviseur.get(`/api/v1/kantoors/${other}`)).status).toBe(404);
    expect((await otherAdviser.get(`/api/v1/kantoors/${own}`)).status).toBe(404);
  });

  it('answers 404 for an unknown office, 400 for a bad id, 403 without a permission that shows offices', async () => {
    expect((await medewerker.get('/api/v1/kantoors/99999999')).status).toBe(404);
    expect((await medewerker.get('/api/v1/kantoors/0')).status).toBe(400);
    for (const user of [verstrekker, employee, beheerder]) expect((await user.get(`/api/v1/kantoors/${own}`)).status).toBe(403);
  });
});

describe('GET /kantoors/{id}/cijfers (ADVISEURS_DETAIL_CIJFERS)', () => {
  it('counts the office’s running dossiers per phase and its last twelve months', async () => {
    const res = await medewerker.get(`/api/v1/kantoors/${own}/cijfers`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const perFase = res.body.perFase;
    expect(perFase.AANVRAAG + perFase.RENTEAANBOD + perFase.HYPOTHEEKAANBOD + perFase.PASSEREN).toBe(res.body.lopendeDossiers);
    expect(res.body.lopendeDossiers).toBe(await running(own));
    const passed = sql`${dossiers.kantoorId} = ${own} and ${dossiers.fase} = 'PASSEREN' and ${dossiers.stap} = 'GEPASSEERD' and ${dossiers.stapSinds} >= now() - interval '12 months'`;
    const [volume] = await db
      .select({ sum: sql<number>`coalesce(sum(${hypotheken.hoofdsom}), 0)`.mapWith(Number), n: count() })
      .from(dossiers)
      .innerJoin(hypotheken, eq(hypotheken.dossierId, dossiers.id))
      .where(passed);
    expect(res.body.volume12Maanden).toBeCloseTo(volume.sum, 2);
    expect(res.body.gepasseerd12Maanden).toBe((await db.select({ n: count() }).from(dossiers).where(passed))[0].n);
  });

  it('shows an adviser its own office’s figures over the dossiers it may see, and not another office’s', async () => {
    const res = await adviseur.get(`/api/v1/kantoors/${own}/cijfers`);
    expect(res.status).toBe(200);
    // The demo adviser has no CDS dossiers in its lists, so none in its figures either.
    const visible = await db
      .select({ n: count() })
      .from(dossiers)
      .where(and(eq(dossiers.kantoorId, own), eq(dossiers.status, 'LOPEND'), eq(dossiers.gearchiveerd, false), eq(dossiers.cds, false)));
    expect(res.body.lopendeDossiers).toBe(visible[0].n);
    expect((await adviseur.get(`/api/v1/kantoors/${other}/cijfers`)).status).toBe(404);
  });
});

describe('GET /kantoors/{id}/geldverstrekkers (ADVISEURS_DETAIL_GELDVERSTREKKERS)', () => {
  it('answers the money providers the office works with and its agent number at each', async () => {
    const res = await medewerker.get(`/api/v1/kantoors/${own}/geldverstrekkers`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((g: { id: number }) => g.id)).toContain(lender);
    expect(res.body[0]).toEqual({ id: expect.any(Number), naam: expect.any(String), ontvangerCode: expect.any(String), agentnummer: expect.stringMatching(/^\d{6}$/), sinds: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await medewerker.get('/api/v1/kantoors/99999999/geldverstrekkers')).status).toBe(404);
    expect((await otherAdviser.get(`/api/v1/kantoors/${own}/geldverstrekkers`)).status).toBe(404);
  });
});

describe('GET /kantoors/small/current', () => {
  it('answers the signed-in adviser’s own office briefly, and a user without an office 404', async () => {
    const res = await adviseur.get('/api/v1/kantoors/small/current');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: own, bedrijfsNaam: expect.any(String), plaatsNaam: expect.any(String) });
    expect((await otherAdviser.get('/api/v1/kantoors/small/current')).body.id).toBe(other);
    const none = await medewerker.get('/api/v1/kantoors/small/current');
    expect(none.status).toBe(404);
    expect(none.body.messages).toEqual(['U bent niet aan een kantoor verbonden.']);
  });
});

describe('GET /adviseurs/teammates', () => {
  it('answers the active advisers of the adviser’s own office, itself marked', async () => {
    const res = await adviseur.get('/api/v1/adviseurs/teammates');
    expect(res.status).toBe(200);
    const colleagues = await db.select({ id: gebruikers.id }).from(gebruikers).where(and(eq(gebruikers.kantoorId, own), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)));
    expect(res.body.map((t: { id: number }) => t.id).sort()).toEqual(colleagues.map((c) => c.id).sort());
    const me = (await userRow(db, 'adviseur')).id;
    expect(res.body.filter((t: { zelf: boolean }) => t.zelf).map((t: { id: number }) => t.id)).toEqual([me]);
    expect(res.body[0]).toEqual(expect.objectContaining({ email: expect.any(String), telefoonnummer: expect.stringMatching(/^0\d{9}$/), mobielnummer: expect.stringMatching(/^06\d{8}$/) }));
    const others = (await otherAdviser.get('/api/v1/adviseurs/teammates')).body.map((t: { id: number }) => t.id);
    expect(others).not.toContain(me);
  });

  it('is for advisers only', async () => {
    for (const user of [medewerker, verstrekker, employee, beheerder]) expect((await user.get('/api/v1/adviseurs/teammates')).status).toBe(403);
  });
});

describe('GET /adviseurs/current/geldverstrekkers', () => {
  it('answers the money providers of the adviser’s office with its agent numbers', async () => {
    const res = await adviseur.get('/api/v1/adviseurs/current/geldverstrekkers');
    expect(res.status).toBe(200);
    const links = await db.select().from(kantoorGeldverstrekkers).where(eq(kantoorGeldverstrekkers.kantoorId, own));
    expect(res.body.map((g: { id: number }) => g.id).sort()).toEqual(links.map((l) => l.geldverstrekkerId).sort());
    const mine = links.find((l) => l.geldverstrekkerId === lender)!;
    expect(res.body.find((g: { id: number }) => g.id === lender).agentnummer).toBe(mine.agentnummer);
    const others = (await otherAdviser.get('/api/v1/adviseurs/current/geldverstrekkers')).body;
    const otherLinks = await db.select().from(kantoorGeldverstrekkers).where(eq(kantoorGeldverstrekkers.kantoorId, other));
    expect(others.map((g: { agentnummer: string }) => g.agentnummer).sort()).toEqual(otherLinks.map((l) => l.agentnummer).sort());
  });

  it('is for advisers only', async () => {
    for (const user of [medewerker, verstrekker, employee, beheerder]) expect((await user.get('/api/v1/adviseurs/current/geldverstrekkers')).status).toBe(403);
  });
});

describe('GET /dossiers/{id}/advisor-contact', () => {
  const ownDossier = () =>
    db.select().from(dossiers).where(and(eq(dossiers.kantoorId, own), eq(dossiers.cds, false), sql`${dossiers.adviseurId} is not null`)).limit(1).then((r) => r[0]);

  it('answers the dossier’s adviser and office with their contact data', async () => {
    const dossier = await ownDossier();
    const res = await medewerker.get(`/api/v1/dossiers/${dossier.id}/advisor-contact`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [adviser] = await db.select().from(gebruikers).where(eq(gebruikers.id, dossier.adviseurId!));
    expect(res.body.adviseur).toMatchObject({ id: adviser.id, achterNaam: adviser.achterNaam, email: adviser.email, telefoonnummer: expect.any(String) });
    expect(res.body.kantoor).toMatchObject({ id: own, afmNummer: expect.stringMatching(/^\d{8}$/), telefoonNummer: expect.any(String) });
    expect((await adviseur.get(`/api/v1/dossiers/${dossier.id}/advisor-contact`)).status).toBe(200);
  });

  it('answers nulls for a dossier without office and adviser', async () => {
    const dossier = await ownDossier();
    await db.update(dossiers).set({ kantoorId: null, adviseurId: null }).where(eq(dossiers.id, dossier.id));
    try {
      expect((await medewerker.get(`/api/v1/dossiers/${dossier.id}/advisor-contact`)).body).toEqual({ adviseur: null, kantoor: null });
    } finally {
      await db.update(dossiers).set({ kantoorId: dossier.kantoorId, adviseurId: dossier.adviseurId }).where(eq(dossiers.id, dossier.id));
    }
  });

  it('answers 404 outside the caller’s scope and 403 without a dossier permission', async () => {
    const dossier = await ownDossier();
    expect((await otherAdviser.get(`/api/v1/dossiers/${dossier.id}/advisor-contact`)).status).toBe(404);
    const [foreign] = await db.select().from(dossiers).where(sql`${dossiers.geldverstrekkerId} <> ${lender}`).limit(1);
    expect((await verstrekker.get(`/api/v1/dossiers/${foreign.id}/advisor-contact`)).status).toBe(404);
    expect((await beheerder.get(`/api/v1/dossiers/${dossier.id}/advisor-contact`)).status).toBe(403);
    expect((await medewerker.get('/api/v1/dossiers/99999999/advisor-contact')).status).toBe(404);
  });
});

describe('a role given MENU_ADVISEURS_VIEW', () => {
  it('lets a lender list only the offices it works with', async () => {
    const [role] = await db.select().from(rollen).where(eq(rollen.naam, 'Hypotheekverstrekker'));
    await db.insert(rolPermissies).values({ rolId: role.id, permissie: 'MENU_ADVISEURS_VIEW' });
    try {
      const lenderUser = await signIn(app, 'verstrekker');
      const res = await lenderUser.get('/api/v1/kantoors?size=100');
      expect(res.status).toBe(200);
      const linked = await db
        .select({ id: kantoren.id })
        .from(kantoren)
        .where(sql`${kantoren.id} in (select kantoor_id from kantoor_geldverstrekkers where geldverstrekker_id = ${lender} union select kantoor_id from dossiers where geldverstrekker_id = ${lender})`);
      expect(res.body.content.map((o: { id: number }) => o.id).sort()).toEqual(linked.map((l) => l.id).sort());
    } finally {
      await db.delete(rolPermissies).where(and(eq(rolPermissies.rolId, role.id), eq(rolPermissies.permissie, 'MENU_ADVISEURS_VIEW')));
    }
  });
});
