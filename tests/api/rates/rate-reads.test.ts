import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { caller, signIn, testConfig, testServer } from '../helpers';
import { lenderIds, newProduct, newRate } from './fixtures';

/** Rente › Alle, Wijzigingen and the assortment (docs/rates.md). */
const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const lenders = await lenderIds(database.db);

describe('GET /rente-tarieven', () => {
  it('pages the products with their current rates, for staff and advisers alike', async () => {
    for (const who of [medewerker, adviseur]) {
      const res = await who.get('/api/v1/rente-tarieven?page=0&size=5');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ number: 0, size: 5 });
      expect(res.body.content).toHaveLength(5);
      expect(res.body.totalElements).toBeGreaterThanOrEqual(lenders.length);
      for (const product of res.body.content) expect(product.tarieven.length).toBeGreaterThan(0);
    }
    const names = (await medewerker.get('/api/v1/rente-tarieven?size=100')).body.content.map((p: { geldverstrekkerNaam: string }) => p.geldverstrekkerNaam.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('narrows to a lender, a product and a fixed-rate period; leaves out withdrawn rates and products without rates', async () => {
    const product = await newProduct(beheerder, lenders[1]);
    const tenYears = await newRate(beheerder, product.id, '10', 'T60', 3.81);
    const fiveYears = await newRate(beheerder, product.id, '5', 'T60', 3.66);
    await beheerder.put(`/api/v1/beheer/rentetarieven/${fiveYears.id}`, { rentePercentage: 3.66, ingangsdatum: fiveYears.ingangsdatum, active: false, version: 1 });
    const res = await medewerker.get(`/api/v1/rente-tarieven?productId=${product.id}`);
    expect(res.body.content).toEqual([
      expect.objectContaining({ id: product.id, geldverstrekkerId: lenders[1], tarieven: [{ id: tenYears.id, rentevastePeriode: '10', risicoklasse: 'T60', rentePercentage: 3.81, ingangsdatum: '2026-01-05' }] }),
    ]);
    expect((await medewerker.get(`/api/v1/rente-tarieven?productId=${product.id}&rentevastePeriode=5`)).body.totalElements).toBe(0);
    const byLender = await medewerker.get(`/api/v1/rente-tarieven?geldverstrekkerId=${lenders[1]}&rentevastePeriode=10&size=50`);
    expect(byLender.body.content.every((p: { geldverstrekkerId: number; tarieven: { rentevastePeriode: string }[] }) => p.geldverstrekkerId === lenders[1] && p.tarieven.every((t) => t.rentevastePeriode === '10'))).toBe(true);
    const empty = await newProduct(beheerder, lenders[1]);
    expect((await medewerker.get(`/api/v1/rente-tarieven?productId=${empty.id}`)).body.totalElements).toBe(0);
  });

  it('refuses a bad sort or period with a Dutch 400, and users without MENU_RENTE with 403', async () => {
    expect((await medewerker.get('/api/v1/rente-tarieven?sort=naam,desc')).status).toBe(200);
    const sort = await medewerker.get('/api/v1/rente-tarieven?sort=rente,asc');
    expect(sort.status).toBe(400);
    expect(sort.body.messages[0]).toMatch(/^Sortering: Sorteer als kolom,asc/);
    expect((await medewerker.get('/api/v1/rente-tarieven?rentevastePeriode=4')).body.fields).toEqual({ rentevastePeriode: 'Kies een van de mogelijke waarden.' });
    for (const who of [employee, verstrekker]) {
      expect((await who.get('/api/v1/rente-tarieven')).status).toBe(403);
      expect((await who.get('/api/v1/rente-tarieven/wijzigingen')).status).toBe(403);
    }
    expect((await caller(app).get('/api/v1/rente-tarieven')).status).toBe(401);
  });
});

describe('GET /rente-tarieven/wijzigingen', () => {
  it('lists the demo history newest first, with names, old and new value and the difference', async () => {
    const res = await adviseur.get('/api/v1/rente-tarieven/wijzigingen?size=50');
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBeGreaterThan(100);
    const dates = res.body.content.map((c: { ingangsdatum: string }) => c.ingangsdatum);
    expect(dates).toEqual([...dates].sort().reverse());
    const change = res.body.content.find((c: { oudPercentage: number | null; nieuwPercentage: number | null }) => c.oudPercentage !== null && c.nieuwPercentage !== null);
    expect(change.verschil).toBeCloseTo(change.nieuwPercentage - change.oudPercentage, 6);
    expect(change.geldverstrekkerNaam).toEqual(expect.any(String));
    expect(change.productNaam).toEqual(expect.any(String));
  });

  it('filters by direction, period, class and dates, and sorts by the difference', async () => {
    const down = await medewerker.get('/api/v1/rente-tarieven/wijzigingen?richting=omlaag&rentevastePeriode=10&risicoklasse=NHG&size=200');
    expect(down.body.totalElements).toBeGreaterThan(0);
    for (const c of down.body.content) expect(c).toMatchObject({ rentevastePeriode: '10', risicoklasse: 'NHG', verschil: expect.any(Number) });
    expect(down.body.content.every((c: { verschil: number }) => c.verschil < 0)).toBe(true);
    const up = await medewerker.get('/api/v1/rente-tarieven/wijzigingen?richting=omhoog&sort=verschil,desc&size=200');
    const diffs = up.body.content.map((c: { verschil: number }) => c.verschil);
    expect(diffs.every((d: number) => d > 0)).toBe(true);
    expect(diffs).toEqual([...diffs].sort((a, b) => b - a));

    const window = await medewerker.get('/api/v1/rente-tarieven/wijzigingen?vanaf=2026-01-01&tot=2026-01-31&size=500');
    for (const c of window.body.content) expect(c.ingangsdatum >= '2026-01-01' && c.ingangsdatum <= '2026-01-31').toBe(true);
    const backwards = await medewerker.get('/api/v1/rente-tarieven/wijzigingen?vanaf=2026-02-01&tot=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ tot: 'De einddatum ligt voor de begindatum.' });
    const recent = await medewerker.get('/api/v1/rente-tarieven/wijzigingen?dagen=30&size=500');
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    for (const c of recent.body.content) expect(c.ingangsdatum >= since).toBe(true);
    expect((await medewerker.get('/api/v1/rente-tarieven/wijzigingen?dagen=5000')).status).toBe(400);
  });
});

describe('GET /rente-tarieven/producten', () => {
  it('names every product with its lender for the rate form and the filters', async () => {
    for (const who of [beheerder, medewerker, adviseur]) {
      const res = await who.get('/api/v1/rente-tarieven/producten?active=true');
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ id: expect.any(Number), omschrijving: `${res.body[0].geldverstrekkerNaam} · ${res.body[0].naam}` });
    }
    expect((await employee.get('/api/v1/rente-tarieven/producten')).status).toBe(403);
  });
});

describe('GET /rente-tarieven/assortiment', () => {
  it('is not there outside profile hin (404)', async () => {
    expect((await medewerker.get('/api/v1/rente-tarieven/assortiment')).status).toBe(404);
  });

  it('answers the products with their conditions, periods and rate range on profile hin', async () => {
    const hin = await buildApp({ ...testConfig(), profile: 'hin' }, database.db, { logger: false });
    await hin.ready();
    try {
      const product = await newProduct(beheerder, lenders[2], { maxLtv: 90, nhg: false });
      await newRate(beheerder, product.id, '10', 'T60', 3.7, '2026-02-01');
      await newRate(beheerder, product.id, '20', 'T90', 4.25, '2026-02-10');
      const who = await signIn(hin, 'medewerker');
      const res = await who.get('/api/v1/rente-tarieven/assortiment');
      expect(res.status).toBe(200);
      expect(res.body.find((p: { id: number }) => p.id === product.id)).toEqual({
        id: product.id,
        naam: product.naam,
        omschrijving: null,
        geldverstrekkerId: lenders[2],
        geldverstrekkerNaam: expect.any(String),
        nhg: false,
        maxLtv: 90,
        rentevastePeriodes: ['10', '20'],
        laagsteRente: 3.7,
        hoogsteRente: 4.25,
        laatsteWijziging: '2026-02-10',
      });
      expect((await (await signIn(hin, 'employee')).get('/api/v1/rente-tarieven/assortiment')).status).toBe(403);
    } finally {
      await hin.close();
    }
  });
});
