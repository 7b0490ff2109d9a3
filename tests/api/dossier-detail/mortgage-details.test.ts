import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/client';
import { dossiers, hypotheken, kortingsregelingen, leningdelen, maatwerk } from '../../../server/db/schema';
import { userRow } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const lender = await userRow(db, 'verstrekker');

/** Loan parts of the demo data with their loan and dossier, oldest dossier first. */
const parts = (where: SQL | undefined) =>
  db
    .select({ id: leningdelen.id, volgnummer: leningdelen.volgnummer, aflosvorm: leningdelen.aflosvorm, hypotheekId: hypotheken.id, dossierId: dossiers.id, geldverstrekkerId: dossiers.geldverstrekkerId })
    .from(leningdelen)
    .innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId))
    .innerJoin(dossiers, eq(dossiers.id, hypotheken.dossierId))
    .where(where)
    .orderBy(asc(dossiers.id), asc(leningdelen.volgnummer));

const [belegging] = await parts(eq(leningdelen.aflosvorm, 'Beleggen'));
const [bankspaar] = await parts(eq(leningdelen.aflosvorm, 'Bankspaar'));
const [annuiteit] = await parts(eq(leningdelen.aflosvorm, 'Annuiteit'));
const [foreign] = await parts(ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!));
const [own] = await parts(and(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.cds, false)));

const lening = (id: number, sub: string) => `/api/v1/dossiers/hypotheek/lening/${id}/${sub}`;
const leningdeel = (id: number, sub: string) => `/api/v1/dossiers/hypotheek/leningdeel/${id}/${sub}`;

describe('GET /dossiers/hypotheek/lening/{id}/{sub}', () => {
  it('financieledekking is the cover of the loan\'s dossier', async () => {
    const res = await medewerker.get(lening(belegging.hypotheekId, 'financieledekking'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await medewerker.get(`/api/v1/dossiers/${belegging.dossierId}/financieledekking`)).body);
    expect(res.body).toMatchObject({ hoofdsom: expect.any(Number), tekort: expect.any(Number) });
  });

  it('hypotheekopties: one object per loan, with the options a Dutch lender offers', async () => {
    const res = await medewerker.get(lening(annuiteit.hypotheekId, 'hypotheekopties'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      meeneembaar: true,
      verhogingMogelijk: true,
      inschrijvingsBedrag: expect.any(Number),
      renteaanpassing: expect.stringMatching(/^(GEEN|RENTEMIDDELING|TUSSENTIJDS_VERLENGEN|DALRENTE)$/),
      boetevrijAflossenPercentage: expect.any(Number),
    });
  });

  it('bancairedekking: the account of a savings or investment part, none for an annuity loan', async () => {
    const res = await medewerker.get(lening(belegging.hypotheekId, 'bancairedekking'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        leningdeelId: belegging.id,
        leningdeelVolgnummer: belegging.volgnummer,
        soort: 'BELEGGINGSRECHT',
        contractNummer: expect.stringMatching(/^BR\d{9}$/),
        waarde: expect.any(Number),
        inlegPerMaand: expect.any(Number),
        ingangsDatum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    // Started before 2013: the transitional law keeps such parts in box 1.
    expect(res.body[0].ingangsDatum < '2013-01-01').toBe(true);
    const spaar = await medewerker.get(lening(bankspaar.hypotheekId, 'bancairedekking'));
    expect(spaar.body).toMatchObject([{ leningdeelId: bankspaar.id, soort: 'BANKSPAARREKENING' }]);
    const [plain] = await parts(
      sql`not exists (select 1 from leningdelen x where x.hypotheek_id = ${hypotheken.id} and x.aflosvorm in ('Bankspaar', 'Beleggen'))`,
    );
    expect((await medewerker.get(lening(plain.hypotheekId, 'bancairedekking'))).body).toEqual([]);
  });

  it('maatwerk: reason, explanation and who assessed it', async () => {
    const [row] = await db.select().from(maatwerk).orderBy(asc(maatwerk.id)).limit(1);
    const res = await medewerker.get(lening(row.hypotheekId, 'maatwerk'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: row.id, reden: row.reden, toelichting: row.toelichting, beoordeeldDoor: row.beoordeeldDoor ? expect.stringMatching(/\w/) : null, beoordeeldOp: row.beoordeeldOp },
    ]);
  });
});

describe('GET /dossiers/hypotheek/leningdeel/{id}/{sub}', () => {
  it('fondsverdeling of an investment part adds up to 100, largest share first; none for an annuity part', async () => {
    const res = await medewerker.get(leningdeel(belegging.id, 'fondsverdeling'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toEqual({ id: expect.any(Number), fondsNaam: expect.any(String), percentage: expect.any(Number) });
    const shares = (res.body as { percentage: number }[]).map((f) => f.percentage);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect((await medewerker.get(leningdeel(annuiteit.id, 'fondsverdeling'))).body).toEqual([]);
    expect((await medewerker.get(leningdeel(bankspaar.id, 'fondsverdeling'))).body).toEqual([]);
  });

  it('premieafspraken: the monthly deposit and its term', async () => {
    const res = await medewerker.get(leningdeel(bankspaar.id, 'premieafspraken'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(Number), soort: 'SPAARINLEG', bedragPerMaand: expect.any(Number), ingangsDatum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), looptijdMaanden: expect.any(Number) },
    ]);
    expect((await medewerker.get(leningdeel(belegging.id, 'premieafspraken'))).body).toMatchObject([{ soort: 'BELEGGINGSINLEG' }]);
  });

  it('kortingsregeling: the discounts of the part with their condition', async () => {
    const [korting] = await db.select().from(kortingsregelingen).orderBy(asc(kortingsregelingen.id)).limit(1);
    const all = await db.select().from(kortingsregelingen).where(inArray(kortingsregelingen.leningdeelId, [korting.leningdeelId]));
    const res = await medewerker.get(leningdeel(korting.leningdeelId, 'kortingsregeling'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(all.length);
    expect(res.body[0]).toEqual({ id: korting.id, soort: korting.soort, percentage: korting.percentage, voorwaarde: korting.voorwaarde });
  });
});

describe('demo mortgage details fit the loan parts', () => {
  it('only savings and investment parts have an account and deposits, only investment parts funds (summing to 100)', async () => {
    const rows = rowsOf<{ aflosvorm: string; dekking: number; premies: number; fondsen: number; totaal: number | null }>(
      await db.execute(sql`
        select l.aflosvorm,
               (select count(*)::int from bancaire_dekkingen b where b.leningdeel_id = l.id) as dekking,
               (select count(*)::int from premie_afspraken p where p.leningdeel_id = l.id) as premies,
               (select count(*)::int from fondsverdelingen f where f.leningdeel_id = l.id) as fondsen,
               (select sum(f.percentage)::float8 from fondsverdelingen f where f.leningdeel_id = l.id) as totaal
        from leningdelen l`),
    );
    const of = (vorm: string) => rows.filter((r) => r.aflosvorm === vorm);
    expect(of('Beleggen').length).toBeGreaterThan(0);
    expect(of('Bankspaar').length).toBeGreaterThan(0);
    for (const r of of('Beleggen')) expect(r).toMatchObject({ dekking: 1, premies: 1, fondsen: 3, totaal: 100 });
    for (const r of of('Bankspaar')) expect(r).toMatchObject({ dekking: 1, premies: 1, fondsen: 0 });
    for (const r of rows.filter((p) => !['Beleggen', 'Bankspaar'].includes(p.aflosvorm))) expect(r).toMatchObject({ dekking: 0, premies: 0, fondsen: 0 });
  });
});

describe('mortgage sub-reads: validation, permission and scope', () => {
  it('an unknown sub answers 400 VALIDATION in Dutch, also a loan sub on a loan part', async () => {
    for (const url of [lening(belegging.hypotheekId, 'fondsverdeling'), leningdeel(belegging.id, 'hypotheekopties'), lening(belegging.hypotheekId, 'onbekend')]) {
      const res = await medewerker.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
      expect(res.body.fields.sub).toMatch(/^Onbekend onderdeel van (de lening|het leningdeel); kies uit: /);
      expect(res.body.messages[0]).toMatch(/^Onderdeel: Onbekend onderdeel/);
    }
    const bad = await medewerker.get(lening(0, 'maatwerk'));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.id).toBe('Ongeldig nummer van de lening.');
    expect((await medewerker.get(leningdeel(Number.MAX_SAFE_INTEGER % 2_000_000_000, 'fondsverdeling'))).status).toBe(404);
  });

  it('is refused without DOSSIER_VIEW', async () => {
    expect((await beheerder.get(lening(own.hypotheekId, 'hypotheekopties'))).status).toBe(403);
    expect((await beheerder.get(leningdeel(own.id, 'fondsverdeling'))).status).toBe(403);
  });

  it("answers 404 for a loan or part outside the user's scope, 200 inside it", async () => {
    expect((await verstrekker.get(lening(foreign.hypotheekId, 'hypotheekopties'))).status).toBe(404);
    expect((await verstrekker.get(leningdeel(foreign.id, 'kortingsregeling'))).status).toBe(404);
    expect((await verstrekker.get(lening(own.hypotheekId, 'hypotheekopties'))).status).toBe(200);
    expect((await verstrekker.get(leningdeel(own.id, 'kortingsregeling'))).status).toBe(200);
  });
});
