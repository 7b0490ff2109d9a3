import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, hypotheekgevers, hypotheken, objecten } from '../../../server/db/schema';
import { auditRows, pickDossier, userRow } from '../dossier-detail/fixtures';
import { caller, signIn, testServer } from '../helpers';

/** Verzekeringen: a dossier's insurances (detail calls) and the list across dossiers (docs/insurances.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const ownOffice = (await userRow(db, 'adviseur')).kantoorId!;

// A dossier of the adviser's office with a loan of 90% of its value, without NHG: it asks for life cover.
const mine = await pickDossier(db, and(eq(dossiers.kantoorId, ownOffice), eq(dossiers.cds, false), eq(dossiers.btl, false), eq(dossiers.gearchiveerd, false)), 5);
await db.update(hypotheken).set({ hoofdsom: 360_000, nhg: false }).where(eq(hypotheken.dossierId, mine.id));
const [property] = await db.select().from(objecten).where(eq(objecten.dossierId, mine.id)).orderBy(asc(objecten.id)).limit(1);
await db.update(objecten).set({ marktwaarde: 400_000 }).where(eq(objecten.id, property.id));
const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, mine.id)).orderBy(asc(hypotheekgevers.id)).limit(1);
const theirs = await pickDossier(db, and(ne(dossiers.kantoorId, ownOffice), isNotNull(dossiers.kantoorId), eq(dossiers.cds, false), eq(dossiers.btl, false)), 5);

const orv = (extra: Record<string, unknown> = {}) => ({
  dossierId: mine.id,
  soort: 'ORV',
  hypotheekgeverId: applicant.id,
  maatschappij: 'Testverzekeraar',
  polisnummer: 'TV123',
  verzekerdBedrag: '20.000',
  premiePerMaand: '12,50',
  ingangsDatum: '2026-01-01',
  eindDatum: '2056-01-01',
  verpand: true,
  polisOntvangen: false,
  status: 'AANGEVRAAGD',
  ...extra,
});

describe('a dossier\'s insurances (POST/PATCH /verzekering, POST /verzekering/search)', () => {
  it('adds, changes and finds an insurance, each field in the audit trail', async () => {
    const created = await medewerker.post('/api/v1/verzekering', orv());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ dossierId: mine.id, soort: 'ORV', verzekerdBedrag: 20000, premiePerMaand: 12.5, version: 1 });
    const patched = await medewerker.patch(`/api/v1/verzekering/${created.body.id}`, { ...orv(), dossierId: undefined, verzekerdBedrag: 45000, polisOntvangen: true, version: 1 });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ verzekerdBedrag: 45000, polisOntvangen: true, version: 2 });
    const found = await medewerker.post('/api/v1/verzekering/search', { dossierId: mine.id, query: 'testverz' });
    expect(found.body.map((r: { id: number }) => r.id)).toContain(created.body.id);
    const trail = await auditRows(db, mine.id, `verzekeringen[${created.body.id}]`);
    expect(trail.map((r) => r.veld)).toEqual(expect.arrayContaining([`verzekeringen[${created.body.id}].verzekerdBedrag`, `verzekeringen[${created.body.id}].polisOntvangen`]));
    await medewerker.patch(`/api/v1/verzekering/${created.body.id}`, { ...orv(), dossierId: undefined, status: 'BEEINDIGD', version: 2 });
  });

  it('asks for the insured applicant of a life cover, an end after the start, and an applicant of this dossier', async () => {
    const none = await medewerker.post('/api/v1/verzekering', orv({ hypotheekgeverId: null }));
    expect(none.body.fields).toEqual({ hypotheekgeverId: 'Kies de verzekerde aanvrager.' });
    expect(none.body.messages).toEqual(['Verzekerde: Kies de verzekerde aanvrager.']);
    const backwards = await medewerker.post('/api/v1/verzekering', orv({ eindDatum: '2025-01-01' }));
    expect(backwards.body.fields).toEqual({ eindDatum: 'De einddatum ligt voor de ingangsdatum.' });
    const [stranger] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, theirs.id)).limit(1);
    const foreign = await medewerker.post('/api/v1/verzekering', orv({ hypotheekgeverId: stranger.id }));
    expect(foreign.body.fields).toEqual({ hypotheekgeverId: 'Deze aanvrager hoort niet bij dit dossier.' });
    const house = await medewerker.post('/api/v1/verzekering', orv({ soort: 'OPSTAL', hypotheekgeverId: null, maatschappij: 'Test & Zn', polisnummer: 'OP 1' }));
    expect(house.body.fields).toEqual({ polisnummer: 'Let op: alleen letters en cijfers toegestaan.' });
  });

  it("keeps another office's dossier from an adviser (404) and writes from users without DOSSIER_DETAIL_EDIT (403)", async () => {
    expect((await adviseur.post('/api/v1/verzekering/search', { dossierId: theirs.id })).status).toBe(404);
    expect((await adviseur.post('/api/v1/verzekering', orv())).status).toBe(403);
  });
});

type Row = { id: number; dossierId: number; soort: string; verzekerdBedrag: number; vereistBedrag: number | null; polisOntvangen: boolean; status: string; dagenTotEinde: number | null; eindDatum: string | null };
const list = async (who: typeof medewerker, query = '') => {
  const res = await who.get(`/api/v1/verzekeringen?size=500${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { content: Row[]; totalElements: number };
};

describe('GET /verzekeringen', () => {
  it('lists the demo insurances of every kind, the first to end first', async () => {
    const page = await list(medewerker);
    expect(new Set(page.content.map((r) => r.soort))).toEqual(new Set(['ORV', 'WOONLASTEN', 'OPSTAL']));
    const ends = page.content.map((r) => r.eindDatum).filter((d): d is string => d !== null);
    expect(ends).toEqual([...ends].sort());
  });

  it('works out the life cover a loan asks for and finds the covers below it', async () => {
    const created = await medewerker.post('/api/v1/verzekering', orv({ verzekerdBedrag: 30000 }));
    // 360.000 − 80% of 400.000 = 40.000 asked for; 30.000 insured is too little.
    const short = await list(medewerker, '&onvoldoendeDekking=true');
    const row = short.content.find((r) => r.id === created.body.id)!;
    expect(row).toMatchObject({ vereistBedrag: 40000, verzekerdBedrag: 30000 });
    expect(short.content.every((r) => r.soort === 'ORV' && r.vereistBedrag !== null && r.verzekerdBedrag < r.vereistBedrag && r.status !== 'BEEINDIGD')).toBe(true);
    await medewerker.patch(`/api/v1/verzekering/${created.body.id}`, { ...orv(), dossierId: undefined, verzekerdBedrag: 40000, version: 1 });
    expect((await list(medewerker, '&onvoldoendeDekking=true')).content.map((r) => r.id)).not.toContain(created.body.id);
  });

  it('filters on kind, missing policy, ending within N days and a search', async () => {
    const houses = await list(medewerker, '&soort=OPSTAL');
    expect(houses.content.every((r) => r.soort === 'OPSTAL')).toBe(true);
    const missing = await list(medewerker, '&polisOntbreekt=true');
    expect(missing.totalElements).toBeGreaterThan(0);
    expect(missing.content.every((r) => !r.polisOntvangen && r.status !== 'BEEINDIGD')).toBe(true);
    const ending = await list(medewerker, '&eindigtBinnen=60');
    expect(ending.totalElements).toBeGreaterThan(0);
    expect(ending.content.every((r) => r.dagenTotEinde !== null && r.dagenTotEinde >= 0 && r.dagenTotEinde <= 60)).toBe(true);
    expect((await list(medewerker, '&query=testverzekeraar')).content.every((r) => r.dossierId === mine.id)).toBe(true);
    expect((await medewerker.get('/api/v1/verzekeringen?soort=AUTO')).status).toBe(400);
    expect((await medewerker.get('/api/v1/verzekeringen?sort=premiePerMaand,desc')).status).toBe(200);
  });

  it("shows an adviser its own office's insurances only, and another office's adviser none of this dossier's", async () => {
    const own = await list(adviseur);
    expect(own.content.some((r) => r.dossierId === mine.id)).toBe(true);
    const offices = new Set((await Promise.all([...new Set(own.content.map((r) => r.dossierId))].map(async (id) => (await db.select({ k: dossiers.kantoorId }).from(dossiers).where(eq(dossiers.id, id)))[0].k))));
    expect(offices).toEqual(new Set([ownOffice]));
    const elsewhere = await list(await signIn(app, 'adviseur2'));
    expect(elsewhere.content.some((r) => r.dossierId === mine.id)).toBe(false);
  });

  it('refuses users without MENU_VERZEKERINGEN_VIEW', async () => {
    for (const name of ['employee', 'verstrekker', 'beheerder']) expect((await (await signIn(app, name)).get('/api/v1/verzekeringen')).status).toBe(403);
    expect((await caller(app).get('/api/v1/verzekeringen')).status).toBe(401);
  });
});
