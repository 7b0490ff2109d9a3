import { describe, expect, it } from 'vitest';
import { hiddenFilters } from '../../../src/pages/dossiers/hiddenFilters';

const user = (userCode: 'A' | 'M' | 'E' | 'H', permissions: string[] = []) => ({ userCode, permissions });

describe('filters a user is not offered', () => {
  it('offers a werkverdeler every filter except the adviser scope', () => {
    expect(hiddenFilters(user('M', ['DOSSIER_LIST_WERKVERDELER_FILTERS', 'MENU_WERKVERDELING_VIEW']))).toEqual(['advisor']);
  });

  it('hides the staff filters from whom may not read the staff list, so no refused call logs them out', () => {
    expect(hiddenFilters(user('E', ['MENU_DOSSIERS_VIEW']))).toEqual([
      'workloadStatus', 'dossierMorgenSLASelected', 'gebruiker', 'cdsBehandelaar', 'advisor',
    ]);
    expect(hiddenFilters(user('H', ['DOSSIER_WERKVERDELER_ASSIGN']))).not.toContain('gebruiker');
  });

  it('offers an adviser the choice between own and all dossiers of the office', () => {
    expect(hiddenFilters(user('A', ['MENU_DOSSIERS_VIEW']))).not.toContain('advisor');
    expect(hiddenFilters(null)).toContain('advisor');
  });
});
