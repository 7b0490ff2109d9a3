import { describe, expect, it } from 'vitest';
import { insightQuerySchema } from '../../../contract/insight/answers';
import { bucketsOf, inPeriodDays, isoWeek, periodOf, quartersUpTo, rangeLabel, shiftPeriod, weekLabel } from '../../../contract/insight/period';

describe('ISO weeks and their week-year (spec 000 §9)', () => {
  it.each([
    ['2024-12-29', 52, 2024],
    ['2024-12-30', 1, 2025],
    ['2025-01-05', 1, 2025],
    ['2025-01-06', 2, 2025],
    ['2026-12-28', 53, 2026],
    ['2027-01-01', 53, 2026],
    ['2027-01-04', 1, 2027],
    ['2021-01-03', 53, 2020],
    ['2020-12-31', 53, 2020],
    ['2008-12-29', 1, 2009],
  ])('%s is week %i of %i', (day, week, year) => {
    expect(isoWeek(day)).toEqual({ week, year });
  });
  it("labels 30 December 2024 'Week 1, 2025'", () => {
    expect(weekLabel('2024-12-30')).toBe('Week 1, 2025');
  });
});

describe('periods', () => {
  it('a week runs Monday to Sunday, whatever day was chosen', () => {
    expect(periodOf('week', '2025-01-01')).toEqual({ soort: 'week', van: '2024-12-30', tot: '2025-01-06', label: 'Week 1, 2025' });
    expect(periodOf('week', '2025-01-05')).toEqual(periodOf('week', '2024-12-30'));
    expect(shiftPeriod(periodOf('week', '2025-01-01'), -1)).toMatchObject({ van: '2024-12-23', label: 'Week 52, 2024' });
    expect(shiftPeriod(periodOf('week', '2026-12-30'), 1)).toMatchObject({ van: '2027-01-04', label: 'Week 1, 2027' });
  });
  it('a month and a year, and the ones next to them', () => {
    expect(periodOf('maand', '2024-02-10')).toEqual({ soort: 'maand', van: '2024-02-01', tot: '2024-03-01', label: 'februari 2024' });
    expect(shiftPeriod(periodOf('maand', '2025-01-31'), -1)).toMatchObject({ van: '2024-12-01', tot: '2025-01-01', label: 'december 2024' });
    expect(periodOf('jaar', '2025-06-15')).toEqual({ soort: 'jaar', van: '2025-01-01', tot: '2026-01-01', label: '2025' });
  });
  it("draws a year in months, a month and a week in days, with the spec's short names", () => {
    expect(bucketsOf(periodOf('jaar', '2025-01-01')).map((b) => b.label)).toEqual(['jan', 'febr', 'maart', 'april', 'mei', 'juni', 'juli', 'aug', 'sept', 'okt', 'nov', 'dec']);
    expect(bucketsOf(periodOf('maand', '2024-02-01'))).toHaveLength(29);
    expect(bucketsOf(periodOf('week', '2025-01-01')).map((b) => b.label)).toEqual(['ma 30 dec', 'di 31 dec', 'woe 1 jan', 'do 2 jan', 'vrij 3 jan', 'zat 4 jan', 'zo 5 jan']);
    expect(rangeLabel(periodOf('maand', '2025-02-01'))).toBe('1 febr 2025 t/m 28 febr 2025');
  });
  it('the quarters of a history, oldest first, over a year boundary', () => {
    expect(quartersUpTo('2025-02-15', 3).map((q) => [q.label, q.van, q.tot])).toEqual([
      ['Q3 2024', '2024-07-01', '2024-10-01'],
      ['Q4 2024', '2024-10-01', '2025-01-01'],
      ['Q1 2025', '2025-01-01', '2025-04-01'],
    ]);
  });
});

describe('the days a period may be asked for (docs/insight.md "Periods")', () => {
  it('are 2001 through 2059, so a period and the one before it lie in the business-day calendar (2000–2060)', () => {
    for (const day of ['2001-01-01', '2025-06-15', '2059-12-31']) expect(inPeriodDays(day), day).toBe(true);
    for (const day of ['0001-01-01', '0099-12-31', '2000-12-31', '2060-01-01', '9999-12-31']) expect(inPeriodDays(day), day).toBe(false);
    for (const kind of ['jaar', 'maand', 'week'] as const) {
      expect(shiftPeriod(periodOf(kind, '2001-01-01'), -1).van >= '2000-01-01', kind).toBe(true);
      expect(periodOf(kind, '2059-12-31').tot <= '2061-01-01', kind).toBe(true);
    }
  });

  it('refuse a day outside them in the query, with the range in Dutch', () => {
    const refused = insightQuerySchema.safeParse({ datum: '9999-12-31' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('Kies een datum van 1 januari 2001 tot en met 31 december 2059.');
    expect(insightQuerySchema.parse({ datum: '2059-12-31T00:00:00Z' }).datum).toBe('2059-12-31');
    expect(insightQuerySchema.parse({}).cds).toBe('zonder');
  });
});
