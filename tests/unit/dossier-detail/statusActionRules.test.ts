import { describe, expect, it } from 'vitest';
import type { DossierDetail } from '../../../src/dataProvider/dossierDetail';
import { visibleTabs } from '../../../src/pages/dossier-detail/DossierTabs';
import { availableActions } from '../../../src/pages/dossier-detail/statusActionRules';
import type { DossierTab } from '../../../src/pages/dossier-detail/tabs';

const dossier = (extra: Partial<DossierDetail>) =>
  ({
    id: 12, status: 'LOPEND', fase: 'AANVRAAG', stap: 'BEOORDELEN', gearchiveerd: false, btl: false, cds: false,
    aanleverenViaHdnjn: 1, leningType: 'ORIGINATION', prioriteit: 'LAAG', kantoor: { id: 1, bedrijfsNaam: 'Kantoor', plaatsNaam: null },
    ...extra,
  }) as DossierDetail;

const ALL = ['DOSSIER_DETAIL_STATUS', 'DOSSIER_DETAIL_KANTOOR', 'BTL_DOSSIER_NAAR_BEHEER'];
const keys = (d: DossierDetail, permissions = ALL) => availableActions(d, permissions).map((a) => a.key);

describe('status actions offered', () => {
  it('offers a running dossier in Aanvraag its running actions, not reopen or unarchive', () => {
    expect(keys(dossier({}))).toEqual(['priorityHigh', 'subStatus', 'forward', 'linkKantoor', 'unlinkKantoor', 'reject', 'close']);
  });

  it('offers a closed dossier only reopen: closing again is not offered', () => {
    expect(keys(dossier({ status: 'BEEINDIGD' }))).toEqual(['reopen']);
  });

  it('offers a rejected dossier a new explanation, closing and reopening', () => {
    expect(keys(dossier({ status: 'AFGEWEZEN' }))).toEqual(['rejectUpdate', 'close', 'reopen']);
  });

  it('offers an archived dossier only unarchive, and afronden once passed', () => {
    expect(keys(dossier({ status: 'AFGEROND', gearchiveerd: true }))).toEqual(['unarchive']);
    expect(keys(dossier({ fase: 'PASSEREN', stap: 'GEPASSEERD', prioriteit: 'HOOG' }))).toEqual(['priorityLow', 'subStatus', 'afronden', 'linkKantoor', 'unlinkKantoor', 'close']);
  });

  it('offers a passed BTL loan the move to servicing, under BTL_DOSSIER_NAAR_BEHEER alone', () => {
    const passed = dossier({ btl: true, status: 'AFGEROND', fase: 'PASSEREN', stap: 'GEPASSEERD' });
    expect(keys(passed)).toEqual(['sendToServicing']);
    expect(keys(passed, ['DOSSIER_DETAIL_STATUS', 'DOSSIER_DETAIL_KANTOOR'])).toEqual([]);
    expect(keys(passed, ['BTL_DOSSIER_NAAR_BEHEER'])).toEqual(['sendToServicing']);
  });

  it('follows the permissions: office linking needs DOSSIER_DETAIL_KANTOOR, the rest DOSSIER_DETAIL_STATUS', () => {
    expect(keys(dossier({}), ['DOSSIER_DETAIL_KANTOOR'])).toEqual(['linkKantoor', 'unlinkKantoor']);
    expect(keys(dossier({}), [])).toEqual([]);
  });
});

describe('tabs shown', () => {
  const section = { key: 's', Component: () => null, preload: () => Promise.resolve() };
  const TABS: DossierTab[] = [
    { key: 'overzicht', label: 'o', sections: [section] },
    { key: 'communicatie', label: 'c', permission: 'DOSSIER_DETAIL_COMMUNICATIE', sections: [section] },
    { key: 'cds', label: 'cds', when: (d) => d.cds, sections: [section] },
    { key: 'documenten', label: 'd', sections: [] },
  ];

  it('shows a tab by its permission and kind of dossier, never an empty one', () => {
    expect(visibleTabs(dossier({}), [], TABS).map((t) => t.key)).toEqual(['overzicht']);
    expect(visibleTabs(dossier({ cds: true }), ['DOSSIER_DETAIL_COMMUNICATIE'], TABS).map((t) => t.key)).toEqual(['overzicht', 'communicatie', 'cds']);
  });

  it('shows Beheer for a loan in servicing to a holder of BTL_DOSSIER_TRANSACTIES only (the real tab list)', () => {
    const beheer = (d: DossierDetail, permissions: string[]) => visibleTabs(d, permissions).some((t) => t.key === 'beheer');
    const inServicing = dossier({ btl: true, status: 'AFGEROND', leningType: 'SERVICING' });
    expect(beheer(inServicing, ['BTL_DOSSIER_TRANSACTIES'])).toBe(true);
    expect(beheer(dossier({ btl: true, leningType: 'SPECIAL_SERVICING' }), ['BTL_DOSSIER_TRANSACTIES'])).toBe(true);
    expect(beheer(inServicing, ['DOSSIER_DETAIL_EDIT', 'DOSSIER_DETAIL_STATUS'])).toBe(false);
    expect(beheer(dossier({ btl: true }), ['BTL_DOSSIER_TRANSACTIES'])).toBe(false);
  });
});
