import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { app } from '../../../src/i18n/nl';
import { dateRangeParams, dutchTomorrowAt, formatDate, formatDutchDateTime, inDutchTime, toApiDateTime, toDutchApiDateTime, weekLabel } from '../../../src/i18n/dates';

describe('dates (nl-NL)', () => {
  it('uses the spec abbreviations for weekdays and months', () => {
    expect(dayjs('2025-03-03').format('dd')).toBe('ma');
    expect(dayjs('2025-03-05').format('ddd')).toBe('woe');
    expect(dayjs('2025-02-01').format('MMM')).toBe('febr');
    expect(dayjs('2025-09-01').format('MMM')).toBe('sept');
  });
  it('shows day-month-year and sends YYYY-MM-DDTHH:mm:ss', () => {
    expect(formatDate('2025-03-07T10:00:00')).toBe('07-03-2025');
    expect(formatDate(null)).toBe('');
    expect(toApiDateTime(new Date(2025, 2, 7, 9, 5, 3))).toBe('2025-03-07T09:05:03');
  });
  it('shows and sends mail deadlines in Dutch time, whatever the zone the moment comes from', () => {
    // 10:00 UTC is 11:00 in Amsterdam in winter and 12:00 in summer.
    expect(formatDutchDateTime('2030-03-05T10:00:00Z')).toBe('05-03-2030 11:00');
    expect(formatDutchDateTime('2030-07-05T10:00:00Z')).toBe('05-07-2030 12:00');
    expect(formatDutchDateTime('2030-03-05T05:00:00-05:00')).toBe('05-03-2030 11:00');
    expect(formatDutchDateTime(null)).toBe('');
    expect(toDutchApiDateTime(inDutchTime('2030-03-05T10:00:30Z'))).toBe('2030-03-05T11:00:00');
    const start = dutchTomorrowAt(11);
    expect(inDutchTime(start).format('HH:mm')).toBe('11:00');
    expect(inDutchTime(start).format('YYYY-MM-DD')).toBe(inDutchTime(dayjs()).add(1, 'day').format('YYYY-MM-DD'));
  });
  it("labels weeks as 'Week n, year'", () => {
    expect(weekLabel('2025-03-07')).toBe('Week 10, 2025');
  });

  it('pairs the ISO week with its ISO week-year at the year edges', () => {
    expect(weekLabel('2024-12-30')).toBe('Week 1, 2025');
    expect(weekLabel('2027-01-01')).toBe('Week 53, 2026');
    expect(weekLabel('2026-12-31')).toBe('Week 53, 2026');
    expect(weekLabel('2026-01-01')).toBe('Week 1, 2026');
    expect(weekLabel('2021-01-03')).toBe('Week 53, 2020');
  });
  it("has the spec's period labels (000 §9)", () => {
    expect(app.dates.periods).toEqual({ jaar: 'jaar', maand: 'maand', week: 'week' });
  });
  it('sends a day range from the start of the first day to the end of the last', () => {
    expect(dateRangeParams('2025-03-01', '2025-03-07')).toEqual({ from: '2025-03-01T00:00:00Z', to: '2025-03-07T23:59:59Z' });
    expect(dateRangeParams(null, '2025-03-07').from).toBeUndefined();
  });
});
