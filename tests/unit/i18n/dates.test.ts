import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeParams, formatDate, toApiDateTime, weekLabel } from '../../../src/i18n/dates';

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
  it("labels weeks as 'Week n, year'", () => {
    expect(weekLabel('2025-03-07')).toBe('Week 10, 2025');
  });
  it('sends a day range from the start of the first day to the end of the last', () => {
    expect(dateRangeParams('2025-03-01', '2025-03-07')).toEqual({ from: '2025-03-01T00:00:00Z', to: '2025-03-07T23:59:59Z' });
    expect(dateRangeParams(null, '2025-03-07').from).toBeUndefined();
  });
});
