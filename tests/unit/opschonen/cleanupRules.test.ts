import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../contract/permissions';
import type { Opschoning } from '../../../src/dataProvider/cleanup';
import { cleanupRights, isRunning, jobPercent, pollInterval, POLL_MS, rowActions } from '../../../src/pages/opschonen/cleanupRules';
import { filterNavigation } from '../../../src/shell/menu/filterNavigation';
import { navigation } from '../../../src/shell/navigation';

const MARK: Permission[] = ['DOSSIER_OPSCHONEN'];
const APPROVE: Permission[] = ['DOSSIER_OPSCHONEN_GOEDKEUREN'];
type Job = NonNullable<Opschoning['job']>;
const job = (extra: Partial<Job>) => ({ status: 'BEZIG', gedaan: 0, totaal: null, ...extra }) as Job;

describe('who gets which clean-up step', () => {
  it('gives marking to a staff member with either permission, approving only with the approval permission', () => {
    expect(cleanupRights(MARK, 'M')).toEqual({ mark: true, approve: false });
    expect(cleanupRights(APPROVE, 'B')).toEqual({ mark: true, approve: true });
    expect(cleanupRights([], 'V')).toEqual({ mark: false, approve: false });
  });

  it('gives nothing to an adviser or a lender, even with both permissions (the server answers 403)', () => {
    for (const code of ['A', 'H', undefined]) expect(cleanupRights([...MARK, ...APPROVE], code)).toEqual({ mark: false, approve: false });
  });

  it('offers approve and withdraw on a marking, delete data and withdraw once approved, nothing after the start', () => {
    const both = cleanupRights(APPROVE, 'M');
    expect(rowActions({ status: 'GEMARKEERD' }, both)).toEqual(['approve', 'unmark']);
    expect(rowActions({ status: 'GOEDGEKEURD' }, both)).toEqual(['deleteData', 'unmark']);
    for (const status of ['GEPLAND', 'UITGEVOERD', 'INGETROKKEN'] as const) expect(rowActions({ status }, both)).toEqual([]);
    expect(rowActions({ status: 'GEMARKEERD' }, cleanupRights(MARK, 'M'))).toEqual(['unmark']);
    expect(rowActions({ status: 'GOEDGEKEURD' }, cleanupRights(MARK, 'M'))).toEqual(['unmark']);
  });

  it('shows the entry Opschonen to staff with a clean-up permission only', () => {
    const entries = (permissions: Permission[], userCode: string) =>
      filterNavigation(navigation, { permissions, userCode, profile: 'ff', officeId: null, reports: [], entities: [] }).map((item) => item.id);
    expect(entries(MARK, 'M')).toContain('opschonen');
    expect(entries(APPROVE, 'B')).toContain('opschonen');
    expect(entries(['MENU_DOSSIERS_VIEW'], 'M')).not.toContain('opschonen');
    expect(entries([...MARK, ...APPROVE], 'A')).not.toContain('opschonen');
    expect(entries([...MARK, ...APPROVE], 'H')).not.toContain('opschonen');
  });
});

describe('following a running clean-up', () => {
  it('polls while a started clean-up has a job that has not ended, and stops once every one has', () => {
    const running = { status: 'GEPLAND' as const, job: job({ status: 'WACHTEND' }) };
    const done = { status: 'GEPLAND' as const, job: job({ status: 'KLAAR' }) };
    expect(isRunning(running)).toBe(true);
    expect(isRunning({ status: 'GEPLAND', job: null })).toBe(true);
    expect(isRunning(done)).toBe(false);
    expect(isRunning({ status: 'GEPLAND', job: job({ status: 'MISLUKT' }) })).toBe(false);
    expect(isRunning({ status: 'GOEDGEKEURD', job: null })).toBe(false);
    expect(pollInterval([done, running])).toBe(POLL_MS);
    expect(pollInterval([done, { status: 'UITGEVOERD', job: job({ status: 'KLAAR' }) }])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it("shows a job's share done, an indeterminate bar before it counted, and full once done", () => {
    expect(jobPercent(job({ gedaan: 3, totaal: 8 }))).toBe(38);
    expect(jobPercent(job({ gedaan: 0, totaal: null }))).toBeNull();
    expect(jobPercent(job({ gedaan: 0, totaal: 0 }))).toBeNull();
    expect(jobPercent(job({ status: 'KLAAR', gedaan: 2, totaal: 3 }))).toBe(100);
    expect(jobPercent(job({ gedaan: 9, totaal: 8 }))).toBe(100);
  });
});
