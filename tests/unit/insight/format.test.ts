import { describe, expect, it } from 'vitest';
import { drillUrl, formatValue } from '../../../src/pages/insight/format';

describe('the insight figures on screen', () => {
  it('reads as a Dutch reader reads figures', () => {
    expect(formatValue('aantal', 1234)).toBe('1.234');
    expect(formatValue('aantal', 0.8)).toBe('0,8');
    expect(formatValue('procent', 66.7)).toBe('66,7%');
    expect(formatValue('euro', 250000)).toMatch(/^€\s250\.000$/);
    expect(formatValue('werkdagen', null)).toBe('–');
  });
  it("opens the list with the figure's filter in the list's own URL names", () => {
    expect(drillUrl({ lijst: 'dossiers', query: { workloadStatus: ['UITGEZET', 'BEHANDELING'], dossierMorgenSLASelected: 'SLA', kantoor: '3' } })).toBe(
      '/dossiers?status=UITGEZET&status=BEHANDELING&filter=SLA&kantoor=3',
    );
    expect(drillUrl({ lijst: 'cds', query: { archive: 'alle', dateRangeStart: '2025-01-01', dateRangeEnd: '2025-01-31' } })).toBe(
      '/cds?archive=alle&dateRangeStart=2025-01-01&dateRangeEnd=2025-01-31',
    );
  });
});
