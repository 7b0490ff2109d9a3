import { describe, expect, it } from 'vitest';
import { taskDeadlinePrefill } from '../../../contract/tasks';

/** Monday to Friday, without the vrije dagen given. */
const workingDays =
  (...vrijeDagen: string[]) =>
  (day: string) =>
    ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()) && !vrijeDagen.includes(day);

const prefill = (now: string, ...vrijeDagen: string[]) => taskDeadlinePrefill(new Date(now), workingDays(...vrijeDagen)).toISOString();

// November 2026 is winter time (Amsterdam = UTC+1); 25 November is a Wednesday.
describe('the deadline prefill of a new task (spec 000 §5)', () => {
  it('keeps now + 2 h between 11:00 and 18:00', () => {
    expect(prefill('2026-11-25T09:00:00Z')).toBe('2026-11-25T11:00:00.000Z');
    expect(prefill('2026-11-25T15:00:00Z')).toBe('2026-11-25T17:00:00.000Z');
  });

  it('moves a time before 11:00 to 11:00 that day', () => {
    expect(prefill('2026-11-25T06:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
  });

  it('moves a time after 18:00 to 11:00 the next working day', () => {
    expect(prefill('2026-11-25T15:30:00Z')).toBe('2026-11-26T10:00:00.000Z');
    // Friday evening: past the weekend to Monday.
    expect(prefill('2026-11-27T16:30:00Z')).toBe('2026-11-30T10:00:00.000Z');
  });

  it('moves a weekend to Monday 11:00', () => {
    expect(prefill('2026-11-28T11:00:00Z')).toBe('2026-11-30T10:00:00.000Z');
    // Friday 23:00: two hours later it is Saturday.
    expect(prefill('2026-11-27T22:00:00Z')).toBe('2026-11-30T10:00:00.000Z');
  });

  it('skips a vrije dag like a weekend day', () => {
    expect(prefill('2026-11-25T09:00:00Z', '2026-11-25')).toBe('2026-11-26T10:00:00.000Z');
    // Thursday evening before a free Friday: Monday.
    expect(prefill('2026-11-26T16:30:00Z', '2026-11-27')).toBe('2026-11-30T10:00:00.000Z');
  });

  it('reads the clock in Amsterdam time, also in summer time', () => {
    // 1 July 2026, 07:00 in Amsterdam (UTC+2): 09:00 becomes 11:00, which is 09:00 UTC.
    expect(prefill('2026-07-01T05:00:00Z')).toBe('2026-07-01T09:00:00.000Z');
  });
});
