import { describe, expect, it } from 'vitest';
import { risicoklasse } from '../../../contract/rates';
import { annuity, annuityPayment, interestOnly, linear } from '../../../server/services/rates/payments';

/**
 * The comparer's sums against values worked out by hand (docs/rates.md "Monthly payments"):
 * monthly rate r = yearly / 12, annuity P·r / (1 − (1 + r)^−n), linear P/n plus r on the balance.
 */
describe('monthly payments', () => {
  it('€ 300.000 at 4% over 30 years: annuity € 1.432,25, linear € 1.833,33 in the first month', () => {
    // r = 0,04 / 12 = 0,0033333…; (1 + r)^360 = 3,31349…; 300.000 · r · 3,31349 / 2,31349 = 1.432,2458…
    expect(annuityPayment({ hoofdsom: 300_000, rentePercentage: 4, looptijdMaanden: 360 })).toBe(1432.25);
    const a = annuity({ hoofdsom: 300_000, rentePercentage: 4, looptijdMaanden: 360 });
    // 360 · 1.432,25 − 300.000 = 215.610,00; the last month pays only what is left, a few euros less.
    expect(a.totaleRente).toBeGreaterThan(215_600);
    expect(a.totaleRente).toBeLessThanOrEqual(215_610);
    // 300.000 / 360 = 833,33 repaid, 300.000 · 0,0033333 = 1.000,00 interest.
    const l = linear({ hoofdsom: 300_000, rentePercentage: 4, looptijdMaanden: 360 });
    expect(l.brutoMaandlastEersteMaand).toBe(1833.33);
    // Left for the last month: 300.000 − 359 · 833,33 = 834,53, interest 834,53 · r = 2,78.
    expect(l.brutoMaandlastLaatsteMaand).toBe(837.31);
    // P · r · (n + 1) / 2 = 180.500,00; the cents of 833,33 a month leave a little more outstanding.
    expect(Math.abs(l.totaleRente - 180_500)).toBeLessThan(1);
  });

  it('€ 120.000 at 3% over 10 years: every sum exact to the cent', () => {
    // r = 0,0025; (1,0025)^120 = 1,349354; 300 · 1,349354 / 0,349354 = 1.158,726…
    expect(annuity({ hoofdsom: 120_000, rentePercentage: 3, looptijdMaanden: 120 }).brutoMaandlast).toBe(1158.73);
    // Repayment 1.000,00 a month; interest 300,00 falling by 2,50 a month: 2,50 · (1 + … + 120) = 18.150,00.
    expect(linear({ hoofdsom: 120_000, rentePercentage: 3, looptijdMaanden: 120 })).toEqual({
      brutoMaandlastEersteMaand: 1300,
      brutoMaandlastLaatsteMaand: 1002.5,
      totaleRente: 18_150,
    });
  });

  it('pays an annuity loan off exactly: payments minus interest is the loan', () => {
    const loan = { hoofdsom: 254_321.5, rentePercentage: 3.875, looptijdMaanden: 240 };
    const { brutoMaandlast, totaleRente } = annuity(loan);
    // 239 equal payments and a last one that clears the balance: together loan plus interest.
    const last = loan.hoofdsom + totaleRente - 239 * brutoMaandlast;
    expect(last).toBeGreaterThan(0);
    expect(Math.abs(last - brutoMaandlast)).toBeLessThan(2);
  });
});

describe('interest-only', () => {
  it('€ 300.000 at 4% over 30 years: € 1.000,00 a month, € 360.000,00 interest, the whole loan still owed', () => {
    expect(interestOnly({ hoofdsom: 300_000, rentePercentage: 4, looptijdMaanden: 360 })).toEqual({ brutoMaandlast: 1000, totaleRente: 360_000, restschuld: 300_000 });
  });

  it('rounds the month to the cent before the term adds it up: € 123.456,78 at 3,875% over 20 years', () => {
    // 12.345.678 cents · 0,03875 / 12 = 39.866,25… → 398,66 a month; 240 months: 95.678,40.
    expect(interestOnly({ hoofdsom: 123_456.78, rentePercentage: 3.875, looptijdMaanden: 240 })).toEqual({ brutoMaandlast: 398.66, totaleRente: 95_678.4, restschuld: 123_456.78 });
  });
});

describe('risk class by loan-to-value', () => {
  it('puts a loan in the first class whose limit holds it, NHG when asked, none above 100%', () => {
    expect(risicoklasse(240_000, 400_000, false)).toBe('T60');
    expect(risicoklasse(240_001, 400_000, false)).toBe('T70');
    expect(risicoklasse(320_000, 400_000, false)).toBe('T80');
    expect(risicoklasse(400_000, 400_000, false)).toBe('T100');
    expect(risicoklasse(300_000, 400_000, true)).toBe('NHG');
    expect(risicoklasse(400_001, 400_000, false)).toBeNull();
  });
});
