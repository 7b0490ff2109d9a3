import { describe, expect, it } from 'vitest';
import { RATE_MESSAGES } from '../../../contract/rates';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { signIn, testServer } from '../helpers';
import { lenderIds, newProduct, newRate } from './fixtures';

/** Beheer › Rentetarieven on the CRUD factory, each write with its rate change (docs/rates.md). */
const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const [lender] = await lenderIds(database.db);
const RATES = '/api/v1/beheer/rentetarieven';

const changesOf = async (productId: number) =>
  (await medewerker.get(`/api/v1/rente-tarieven/wijzigingen?productId=${productId}&size=100&sort=gewijzigdOp,asc`)).body.content as {
    tariefId: number;
    oudPercentage: number | null;
    nieuwPercentage: number | null;
    verschil: number | null;
    ingangsdatum: string;
    gebruiker: { achterNaam: string } | null;
  }[];

describe('Beheer › Rentetarieven', () => {
  it('keeps a new rate as a change without an old value, a new percentage with old, new and difference', async () => {
    const product = await newProduct(beheerder, lender);
    const rate = await newRate(beheerder, product.id, '10', 'T80', '3,85', '2026-02-02');
    expect(rate).toMatchObject({ rentePercentage: 3.85, ingangsdatum: '2026-02-02', version: 1 });
    const put = await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.7, ingangsdatum: '2026-03-16', active: true, version: 1 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ rentePercentage: 3.7, ingangsdatum: '2026-03-16', version: 2, rentevastePeriode: '10', risicoklasse: 'T80' });

    const changes = await changesOf(product.id);
    expect(changes.map(({ oudPercentage, nieuwPercentage, verschil, ingangsdatum }) => ({ oudPercentage, nieuwPercentage, verschil, ingangsdatum }))).toEqual([
      { oudPercentage: null, nieuwPercentage: 3.85, verschil: null, ingangsdatum: '2026-02-02' },
      { oudPercentage: 3.85, nieuwPercentage: 3.7, verschil: -0.15, ingangsdatum: '2026-03-16' },
    ]);
    expect(changes[1].gebruiker).not.toBeNull();
  });

  it('records no change for a corrected date alone, and a withdrawal and a return as changes', async () => {
    const product = await newProduct(beheerder, lender);
    const rate = await newRate(beheerder, product.id, '5', 'T60', 3.6, '2026-02-02');
    const dated = await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.6, ingangsdatum: '2026-02-03', active: true, version: 1 });
    expect(dated.status).toBe(200);
    expect(await changesOf(product.id)).toHaveLength(1);
    await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.6, ingangsdatum: '2026-02-03', active: false, version: 2 });
    await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.55, ingangsdatum: '2026-04-01', active: true, version: 3 });
    const changes = await changesOf(product.id);
    expect(changes.slice(1).map(({ oudPercentage, nieuwPercentage }) => ({ oudPercentage, nieuwPercentage }))).toEqual([
      { oudPercentage: 3.6, nieuwPercentage: null },
      { oudPercentage: null, nieuwPercentage: 3.55 },
    ]);
  });

  it('refuses a second rate for one product, period and class, a date before the current one, and a stale version', async () => {
    const product = await newProduct(beheerder, lender);
    const rate = await newRate(beheerder, product.id, '20', 'NHG', 3.9, '2026-03-01');
    const twice = await beheerder.post(RATES, { productId: product.id, rentevastePeriode: '20', risicoklasse: 'NHG', rentePercentage: 4, ingangsdatum: '2026-03-02', active: true });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ risicoklasse: RATE_MESSAGES.duplicate });
    expect(twice.body.messages).toEqual([`Risicoklasse: ${RATE_MESSAGES.duplicate}`]);

    const earlier = await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.8, ingangsdatum: '2026-02-27', active: true, version: 1 });
    expect(earlier.status).toBe(400);
    expect(earlier.body.fields.ingangsdatum).toBe('De ingangsdatum van een nieuw tarief ligt niet voor die van het huidige tarief (01-03-2026).');

    expect((await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.8, ingangsdatum: '2026-03-10', active: true, version: 1 })).status).toBe(200);
    const stale = await beheerder.put(`${RATES}/${rate.id}`, { rentePercentage: 3.75, ingangsdatum: '2026-03-11', active: true, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.staleRecord] });
    // Nothing of the refused writes reached the history.
    expect((await changesOf(product.id)).map((c) => c.nieuwPercentage)).toEqual([3.9, 3.8]);
  });

  it('checks the percentage, the period and the class with Dutch messages', async () => {
    const product = await newProduct(beheerder, lender);
    for (const rentePercentage of ['3,8505', 0, 25, 'veel']) {
      const res = await beheerder.post(RATES, { productId: product.id, rentevastePeriode: '10', risicoklasse: 'T60', rentePercentage, ingangsdatum: '2026-01-01', active: true });
      expect(res.status, String(rentePercentage)).toBe(400);
      expect(res.body.fields.rentePercentage).toBe(RATE_MESSAGES.percentage);
    }
    const wrong = await beheerder.post(RATES, { productId: product.id, rentevastePeriode: '4', risicoklasse: 'T95', rentePercentage: 3, ingangsdatum: '2026-01-01', active: true });
    expect(Object.keys(wrong.body.fields).sort()).toEqual(['rentevastePeriode', 'risicoklasse']);
    expect(wrong.body.messages).toContain('Rentevaste periode: Kies een van de mogelijke waarden.');
    const unknown = await beheerder.post(RATES, { productId: 999999, rentevastePeriode: '10', risicoklasse: 'T60', rentePercentage: 3, ingangsdatum: '2026-01-01', active: true });
    expect(unknown.status).toBe(400);
  });

  it('keeps product, period and class fixed on an update', async () => {
    const product = await newProduct(beheerder, lender);
    const rate = await newRate(beheerder, product.id, '1', 'T70', 4.2);
    const res = await beheerder.put(`${RATES}/${rate.id}`, { productId: 1, rentevastePeriode: '30', risicoklasse: 'NHG', rentePercentage: 4.1, ingangsdatum: '2026-02-01', active: true, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ productId: product.id, rentevastePeriode: '1', risicoklasse: 'T70', rentePercentage: 4.1 });
  });

  it('pages and sorts the Beheer list, id last, and refuses an unknown sort', async () => {
    const product = await newProduct(beheerder, lender);
    await newRate(beheerder, product.id, '10', 'T90', 4.1);
    await newRate(beheerder, product.id, '10', 'T100', 4.3);
    const page = await beheerder.get(`${RATES}?page=0&size=2&productId=${product.id}&sort=rentePercentage,desc`);
    expect(page.body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 2 });
    expect(page.body.content.map((r: { rentePercentage: number }) => r.rentePercentage)).toEqual([4.3, 4.1]);
    expect((await beheerder.get(`${RATES}?risicoklasse=T90&productId=${product.id}`)).body).toHaveLength(1);
    expect((await beheerder.get(`${RATES}?sort=version,asc`)).status).toBe(400);
  });

  it('is for holders of BEHEER_RENTE only: staff, advisers and lenders are refused before the body is read', async () => {
    const product = await newProduct(beheerder, lender);
    const rate = await newRate(beheerder, product.id, '15', 'T60', 3.95);
    const verstrekker = await signIn(app, 'verstrekker');
    for (const who of [medewerker, adviseur, verstrekker]) {
      expect((await who.get(RATES)).status).toBe(403);
      expect((await who.post(RATES, {})).status).toBe(403);
      expect((await who.put(`${RATES}/${rate.id}`, {})).status).toBe(403);
      expect((await who.post('/api/v1/beheer/hypotheekproducten', {})).status).toBe(403);
    }
    expect((await beheerder.delete(`${RATES}/${rate.id}`)).status).toBe(404);
  });
});
