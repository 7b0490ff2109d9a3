import { describe, expect, it } from 'vitest';
import { taskDeadlinePrefill } from '../../../contract/tasks';
import { businessDaysUntil, taskSla } from '../../../server/services/tasks/deadlines';
import { isBusinessDay, type BusinessCalendar } from '../../../server/services/workload/calendar';

/** Task deadlines in Dutch business days with the Beheer vrije dagen (spec 000 §5; docs/tasks.md). */
const calendar = (today: string, holidays: string[] = []): BusinessCalendar => ({ today, holidays: new Set(holidays) });
const prefill = (nowUtc: string, holidays: string[] = []) =>
  taskDeadlinePrefill(new Date(nowUtc), (day) => isBusinessDay(calendar(day, holidays), day)).toISOString();

describe('the deadline prefill', () => {
  it('before 11:00 takes 11:00 that day', () => expect(prefill('2026-01-14T06:00:00Z')).toBe('2026-01-14T10:00:00.000Z'));
  it('from 11:00 to 18:00 keeps now plus two hours', () => {
    expect(prefill('2026-01-14T11:00:00Z')).toBe('2026-01-14T13:00:00.000Z');
    expect(prefill('2026-01-14T15:00:00Z')).toBe('2026-01-14T17:00:00.000Z');
  });
  it('after 18:00 takes the next working day at 11:00', () => expect(prefill('2026-01-14T16:30:00Z')).toBe('2026-01-15T10:00:00.000Z'));
  it('on a Friday evening and in the weekend takes Monday 11:00', () => {
    expect(prefill('2026-01-16T16:00:00Z')).toBe('2026-01-19T10:00:00.000Z');
    expect(prefill('2026-01-17T09:00:00Z')).toBe('2026-01-19T10:00:00.000Z');
  });
  it('skips the vrije dagen', () => {
    expect(prefill('2026-01-14T16:30:00Z', ['2026-01-15'])).toBe('2026-01-16T10:00:00.000Z');
    expect(prefill('2026-01-15T07:00:00Z', ['2026-01-15'])).toBe('2026-01-16T10:00:00.000Z');
    expect(prefill('2026-01-16T16:00:00Z', ['2026-01-19'])).toBe('2026-01-20T10:00:00.000Z');
  });
  it('works in summer time too', () => expect(prefill('2026-07-01T07:00:00Z')).toBe('2026-07-01T09:00:00.000Z'));
});

describe('overdue and SLA of a task', () => {
  const now = new Date('2026-01-16T12:00:00Z'); // Friday 13:00 in Amsterdam
  it('counts business days to the deadline, weekends and vrije dagen left out', () => {
    expect(businessDaysUntil(calendar('2026-01-16'), new Date('2026-01-20T10:00:00Z'))).toBe(2);
    expect(businessDaysUntil(calendar('2026-01-16', ['2026-01-19']), new Date('2026-01-20T10:00:00Z'))).toBe(1);
    expect(businessDaysUntil(calendar('2026-01-16'), new Date('2026-01-13T10:00:00Z'))).toBe(-3);
    expect(businessDaysUntil(calendar('2026-01-16'), new Date('2026-01-16T16:00:00Z'))).toBe(0);
    expect(businessDaysUntil(calendar('2026-01-16'), new Date('2026-02-16T10:00:00Z'))).toBe(21);
    expect(businessDaysUntil(calendar('2026-01-16', ['2026-02-02', '2026-01-31']), new Date('2026-02-16T10:00:00Z'))).toBe(20);
    expect(businessDaysUntil(calendar('2026-02-16', ['2026-02-02']), new Date('2026-01-16T10:00:00Z'))).toBe(-20);
  });
  it('is TE_LAAT once passed, VANDAAG today, MORGEN up to the next business day, none when done', () => {
    expect(taskSla(calendar('2026-01-16'), new Date('2026-01-16T11:00:00Z'), false, now)).toBe('TE_LAAT');
    expect(taskSla(calendar('2026-01-16'), new Date('2026-01-16T15:00:00Z'), false, now)).toBe('VANDAAG');
    expect(taskSla(calendar('2026-01-16'), new Date('2026-01-19T10:00:00Z'), false, now)).toBe('MORGEN');
    expect(taskSla(calendar('2026-01-16', ['2026-01-19']), new Date('2026-01-20T10:00:00Z'), false, now)).toBe('MORGEN');
    expect(taskSla(calendar('2026-01-16'), new Date('2026-01-20T10:00:00Z'), false, now)).toBeNull();
    expect(taskSla(calendar('2026-01-16'), new Date('2026-01-16T11:00:00Z'), true, now)).toBeNull();
  });
});
