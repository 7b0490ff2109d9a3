import { describe, expect, it } from 'vitest';
import { NHG_GRENS, RATE_MESSAGES } from '../../../contract/rates';
import { signIn, testServer } from '../helpers';
import { lenderIds, newProduct, newRate } from './fixtures';

/** The product comparer (docs/rates.md "Productvergelijker"): rates of the products that fit, payments worked out on the server. */
const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const lenders = await lenderIds(database.db);
const lender = lenders[3];

// A lender of its own products: two that fit a 75% loan and one that lends up to 70% only.
const cheap = await newProduct(beheerder, lender);
const dear = await newProduct(beheerder, lender);
const narrow = await newProduct(beheerder, lender, { maxLtv: 70 });
await newRate(beheerder, cheap.id, '10', 'T80', 4);
await newRate(beheerder, dear.id, '10', 'T80', 4.25);
await newRate(beheerder, narrow.id, '10', 'T80', 3.5);
const noTenYears = await newProduct(beheerder, lender);
await newRate(beheerder, noTenYears.id, '20', 'T80', 4.1);

const ask = (query: string) => medewerker.get(`/api/v1/productvergelijker?${query}`);

describe('GET /productvergelijker', () => {
  it('compares the fitting products on the rate of the loan\'s class, with the monthly payments checked by hand', async () => {
    const res = await ask(`hoofdsom=300000&marktwaarde=400000&rentevastePeriode=10&geldverstrekkerId=${lender}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ltv: 75, risicoklasse: 'T80', looptijdMaanden: 360 });
    const ours = res.body.resultaten.filter((r: { productId: number }) => [cheap.id, dear.id, narrow.id].includes(r.productId));
    // The 70% product does not lend 75%; the cheapest first.
    expect(ours.map((r: { productId: number }) => r.productId)).toEqual([cheap.id, dear.id]);
    // 300.000 at 4%: r = 0,0033333, annuity 300.000 · r / (1 − (1 + r)^−360) = 1.432,25;
    // linear 300.000 / 360 = 833,33 plus 300.000 · r = 1.000,00 in the first month.
    expect(ours[0]).toMatchObject({
      rentePercentage: 4,
      annuiteit: { brutoMaandlast: 1432.25 },
      lineair: { brutoMaandlastEersteMaand: 1833.33, brutoMaandlastLaatsteMaand: 837.31 },
    });
    // 360 payments of 1.432,25 less the loan: 215.610,00, the last payment a little lower.
    expect(ours[0].annuiteit.totaleRente).toBeGreaterThan(215_600);
    expect(ours[0].annuiteit.totaleRente).toBeLessThanOrEqual(215_610);
    // 4,25%: r = 0,0035417, annuity 1.475,82; linear 833,33 + 1.062,50 = 1.895,83.
    expect(ours[1]).toMatchObject({ annuiteit: { brutoMaandlast: 1475.82 }, lineair: { brutoMaandlastEersteMaand: 1895.83 } });
    expect(res.body.zonderTarief).toContainEqual({ productId: noTenYears.id, productNaam: noTenYears.naam, geldverstrekkerNaam: expect.any(String) });
    const rates = res.body.resultaten.map((r: { rentePercentage: number }) => r.rentePercentage);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('compares interest-only too: interest on the whole loan every month, the whole loan still owed at the end', async () => {
    const res = await ask(`hoofdsom=300000&marktwaarde=400000&rentevastePeriode=10&geldverstrekkerId=${lender}`);
    const ours = res.body.resultaten.filter((r: { productId: number }) => [cheap.id, dear.id].includes(r.productId));
    // 300.000 · 0,04 / 12 = 1.000,00 a month, 360 months: 360.000,00; at 4,25%: 1.062,50 and 382.500,00.
    expect(ours.map((r: { aflossingsvrij: unknown }) => r.aflossingsvrij)).toEqual([
      { brutoMaandlast: 1000, totaleRente: 360_000, restschuld: 300_000 },
      { brutoMaandlast: 1062.5, totaleRente: 382_500, restschuld: 300_000 },
    ]);
    // Half the market value may stay unpaid; each month's interest is rounded to the cent before it is summed.
    expect(res.body.aflossingsvrijMaximum).toBe(200_000);
    const odd = await ask(`hoofdsom=123457&marktwaarde=300001&rentevastePeriode=10&looptijdJaren=20&geldverstrekkerId=${lender}`);
    expect(odd.body.aflossingsvrijMaximum).toBe(150_000);
    for (const row of odd.body.resultaten as { rentePercentage: number; aflossingsvrij: { brutoMaandlast: number; totaleRente: number } }[]) {
      expect(row.aflossingsvrij.brutoMaandlast).toBe(Math.round((123_457 * 100 * row.rentePercentage) / 100 / 12) / 100);
      expect(row.aflossingsvrij.totaleRente).toBeCloseTo(row.aflossingsvrij.brutoMaandlast * 240, 2);
    }
  });

  it('takes the term, NHG and several lenders; without lenders it compares them all', async () => {
    const term = await ask(`hoofdsom=120000&marktwaarde=400000&rentevastePeriode=10&looptijdJaren=10&geldverstrekkerId=${lender}`);
    expect(term.body).toMatchObject({ ltv: 30, risicoklasse: 'T60', looptijdMaanden: 120 });
    const nhg = await ask(`hoofdsom=300000&marktwaarde=400000&rentevastePeriode=10&nhg=true&geldverstrekkerId=${lenders[0]}&geldverstrekkerId=${lenders[1]}`);
    expect(nhg.body.risicoklasse).toBe('NHG');
    expect(new Set(nhg.body.resultaten.map((r: { geldverstrekkerId: number }) => r.geldverstrekkerId))).toEqual(new Set([lenders[0], lenders[1]]));
    const all = await ask('hoofdsom=300000&marktwaarde=400000&rentevastePeriode=10');
    expect(new Set(all.body.resultaten.map((r: { geldverstrekkerId: number }) => r.geldverstrekkerId)).size).toBeGreaterThan(5);
  });

  it('refuses a loan above the value, NHG above its limit and nonsense, with Dutch field messages', async () => {
    const above = await ask('hoofdsom=400001&marktwaarde=400000&rentevastePeriode=10');
    expect(above.status).toBe(400);
    expect(above.body.fields).toEqual({ hoofdsom: RATE_MESSAGES.ltvTooHigh });
    const nhg = await ask(`hoofdsom=${NHG_GRENS + 1000}&marktwaarde=900000&rentevastePeriode=10&nhg=true`);
    expect(nhg.body.fields).toEqual({ nhg: RATE_MESSAGES.nhgTooHigh });
    const wrong = await ask('hoofdsom=veel&marktwaarde=5&rentevastePeriode=4&looptijdJaren=40');
    expect(Object.keys(wrong.body.fields).sort()).toEqual(['hoofdsom', 'looptijdJaren', 'marktwaarde', 'rentevastePeriode']);
    expect(wrong.body.messages).toContain('Looptijd: Let op: een looptijd van 1 tot 30 jaar.');
    expect((await ask('hoofdsom=300.000&marktwaarde=400.000&rentevastePeriode=10')).status).toBe(200);
  });

  it('is for holders of MENU_PRODUCTVERGELIJKER_VIEW: staff and advisers, not the employee, lender or Beheerder', async () => {
    expect((await adviseur.get('/api/v1/productvergelijker?hoofdsom=200000&marktwaarde=300000&rentevastePeriode=5')).status).toBe(200);
    for (const name of ['employee', 'verstrekker', 'beheerder']) {
      expect((await (await signIn(app, name)).get('/api/v1/productvergelijker?hoofdsom=200000&marktwaarde=300000&rentevastePeriode=5')).status).toBe(403);
    }
  });
});
