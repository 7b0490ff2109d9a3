import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type EntityDef, openToLenders } from '../../../contract/entity';
import type { Permission } from '../../../contract/permissions';
import { entities } from '../../../contract/registry';
import { areaForPath } from '../../../src/shell/layout/documentTitleText';
import { type NavContext, type NavItem, filterNavigation } from '../../../src/shell/menu/filterNavigation';
import { type NavEntryDef, navigation } from '../../../src/shell/navigation';
import { ADVISEUR, BEHEERDER, MEDEWERKER, VERSTREKKER } from '../fixtures';

const ctx = (permissions: Permission[], userCode: string, extra: Partial<NavContext> = {}): NavContext => ({
  permissions,
  userCode,
  profile: 'ff',
  officeId: null,
  reports: [],
  entities: entities as readonly EntityDef[],
  ...extra,
});

const ids = (items: NavItem[]): string[] => items.flatMap((item) => (item.kind === 'group' ? [item.id, ...ids(item.children)] : [item.id]));
const find = (items: NavItem[], id: string) => items.find((item) => item.id === id);
const childIds = (items: NavItem[], id: string) => {
  const group = find(items, id);
  return group?.kind === 'group' ? group.children.map((child) => child.id) : [];
};

describe('sidebar for a medewerker', () => {
  const items = filterNavigation(navigation, ctx(MEDEWERKER, 'M'));
  it('shows the staff entries and hides the adviser-only ones', () => {
    expect(ids(items)).toEqual(expect.arrayContaining(['kantoren', 'taken', 'werkverdeling', 'hdnBerichten', 'voorbespreekdesk', 'workflow']));
    expect(ids(items)).not.toContain('facturen');
    expect(ids(items)).not.toContain('kantoor');
  });
  it('shows Beheer only with MENU_BEHEER_VIEW', () => {
    expect(ids(items)).not.toContain('beheer');
  });
  it('gives Dossiers and CDS the workload children with DOSSIER_LIST_WERKVERDELER_FILTERS', () => {
    expect(childIds(items, 'dossiers')).toEqual(['dossiers-alle', 'dossiers-sla', 'dossiers-morgen', 'dossiers-afgehandeld']);
    expect(childIds(items, 'cds')).toEqual(['cds-alle', 'cds-sla', 'cds-morgen', 'cds-afgehandeld']);
    const sla = (find(items, 'dossiers') as Extract<NavItem, { kind: 'group' }>).children[1];
    expect(sla).toMatchObject({ to: '/dossiers?status=UITGEZET&status=BEHANDELING&filter=SLA', counter: 'dossiers.sla' });
  });
  it('makes Dossiers a plain link without the workload filter permission', () => {
    const plain = filterNavigation(navigation, ctx(MEDEWERKER.filter((p) => p !== 'DOSSIER_LIST_WERKVERDELER_FILTERS'), 'M'));
    expect(find(plain, 'dossiers')).toMatchObject({ kind: 'link', to: '/dossiers?alle=true' });
  });
  it("gives the spec's dashboards without a path one, and leaves Social Media out (docs/insight.md)", () => {
    const children = (find(items, 'dashboards') as Extract<NavItem, { kind: 'group' }>).children;
    expect(children.find((c) => c.id === 'dashboards-omzet')).toMatchObject({ kind: 'link', to: '/dashboards/omzet' });
    expect(children.map((c) => c.id)).toEqual([
      'dashboards-aanvragen', 'dashboards-compleet-dossier', 'dashboards-werkvoorraad', 'dashboards-first-time-right',
      'dashboards-omzet', 'dashboards-adviseurs', 'dashboards-agenda',
    ]);
  });
  it('reaches BTL Dossiers in beheer, under BTL Dossiers, with either of its two permissions', () => {
    const shown = (...extra: Permission[]) => ids(filterNavigation(navigation, ctx([...MEDEWERKER, ...extra], 'M')));
    const both = shown('MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER');
    expect(both.slice(both.indexOf('btl'), both.indexOf('btl') + 2)).toEqual(['btl', 'beheerBtl']);
    expect(find(filterNavigation(navigation, ctx([...MEDEWERKER, 'BTL_DOSSIER_BEHEER'], 'M')), 'beheerBtl')).toMatchObject({ kind: 'link', to: '/beheer-btl', label: 'app.nav.beheerBtl' });
    expect(shown('MENU_BEHEER_BTL_VIEW')).toContain('beheerBtl');
    expect(shown('BTL_DOSSIER_BEHEER')).toContain('beheerBtl');
    expect(shown()).not.toContain('beheerBtl');
  });
  it('ends with a separator and Uitloggen', () => {
    expect(items.slice(-2).map((item) => item.kind)).toEqual(['separator', 'logout']);
  });
});

describe('sidebar for an adviseur', () => {
  const items = filterNavigation(navigation, ctx(ADVISEUR, 'A', { officeId: 42 }));
  it('hides Kantoren, Taken, Werkverdeling, Beheer and HDN Berichten even with their permissions', () => {
    for (const id of ['kantoren', 'taken', 'werkverdeling', 'beheer', 'hdnBerichten']) expect(ids(items)).not.toContain(id);
  });
  it("shows Facturen and Kantoor for the adviser's own office", () => {
    expect(find(items, 'facturen')).toMatchObject({ to: '/adviseurs/42/facturen' });
    expect(find(items, 'kantoor')).toMatchObject({ to: '/adviseurs/42' });
  });
  it('hides the office entries when the office is unknown', () => {
    expect(ids(filterNavigation(navigation, ctx(ADVISEUR, 'A')))).not.toContain('kantoor');
  });
});

describe('sidebar for a verstrekker (lender)', () => {
  const items = filterNavigation(navigation, ctx(VERSTREKKER, 'H'));
  it('gets the reduced Beheer list, each entry by its own permission', () => {
    expect(childIds(items, 'beheer')).toEqual(['beheer-berichttemplates', 'beheer-teams']);
  });
});

/** The Beheer entries of the registry's entities, in registry order, as a beheerder holding every permission sees them. */
const registryEntries = (forLender: boolean) =>
  (entities as readonly EntityDef[]).filter((entity) => entity.menu !== false && (!forLender || openToLenders(entity))).map((entity) => `beheer-${entity.name}`);

describe('sidebar for a beheerder', () => {
  const items = filterNavigation(navigation, ctx(BEHEERDER, 'M'));
  it('gets an entry for every registry entity, in registry order, with the pages that are not entities in their place', () => {
    const beheer = childIds(items, 'beheer');
    expect(beheer.filter((id) => !['beheer-rechten', 'beheer-beveiligingslog', 'beheer-uitgaandeMail'].includes(id))).toEqual(registryEntries(false));
    expect(beheer.slice(beheer.indexOf('beheer-service-provider'), beheer.indexOf('beheer-service-provider') + 3)).toEqual([
      'beheer-service-provider',
      'beheer-rechten',
      'beheer-jaaropgaaf',
    ]);
    expect(beheer.slice(beheer.indexOf('beheer-ontvangercodes'))).toEqual([
      'beheer-ontvangercodes',
      'beheer-beveiligingslog',
      'beheer-uitgaandeMail',
      'beheer-postvakrechten',
      'beheer-loyaliteit',
      'beheer-rapportages',
    ]);
  });
  it("names each entry as the spec does, where that differs from the entity's own label", () => {
    const beheer = (find(items, 'beheer') as Extract<NavItem, { kind: 'group' }>).children;
    expect(beheer.find((c) => c.id === 'beheer-documentstatus')).toMatchObject({ label: 'documenten', literal: true, to: '/beheer/documentstatus' });
    expect(beheer.find((c) => c.id === 'beheer-jaaropgaaf')).toMatchObject({ label: 'Jaaropgaaf', to: '/beheer/jaaropgaaf/1' });
    expect(beheer.find((c) => c.id === 'beheer-teams')).toMatchObject({ label: 'Teams', to: '/beheer/teams' });
  });
  it('the same permissions as a lender give the lists lenders work in (spec 000 §2)', () => {
    expect(childIds(filterNavigation(navigation, ctx(BEHEERDER, 'H')), 'beheer')).toEqual(registryEntries(true));
  });
  it('needs MENU_BEHEER_VIEW next to each BEHEER_* permission', () => {
    const withoutMenu = filterNavigation(navigation, ctx(BEHEERDER.filter((p) => p !== 'MENU_BEHEER_VIEW'), 'M'));
    expect(ids(withoutMenu)).not.toContain('beheer');
  });
  it('shows the pages that are not entities before the registry has loaded', () => {
    expect(childIds(filterNavigation(navigation, ctx(BEHEERDER, 'M', { entities: [] })), 'beheer')).toEqual([
      'beheer-rechten',
      'beheer-beveiligingslog',
      'beheer-uitgaandeMail',
    ]);
  });
});

describe('sidebar by profile and server data', () => {
  it("shows the rate assortment with its 'pre-productie' tag only for profile hin", () => {
    const ff = filterNavigation(navigation, ctx(MEDEWERKER, 'M'));
    const hin = filterNavigation(navigation, ctx(MEDEWERKER, 'M', { profile: 'hin' }));
    expect(childIds(ff, 'rente')).toEqual(['rente-alle', 'rente-wijzigingen']);
    expect(childIds(hin, 'rente')[0]).toBe('rente-assortiment');
    const assortiment = (find(hin, 'rente') as Extract<NavItem, { kind: 'group' }>).children[0];
    expect(assortiment).toMatchObject({ tag: 'app.nav.preProduction' });
  });
  it('fills Rapportages from the server, each at /rapportages/{id}', () => {
    const items = filterNavigation(navigation, ctx(MEDEWERKER, 'M', { reports: [{ id: 3, label: 'Productie per maand' }] }));
    const group = find(items, 'rapportages') as Extract<NavItem, { kind: 'group' }>;
    expect(group.children).toEqual([{ kind: 'link', id: 'rapportage-3', label: 'Productie per maand', literal: true, to: '/rapportages/3' }]);
  });
  it('hides a group with no visible child', () => {
    expect(ids(filterNavigation(navigation, ctx(MEDEWERKER, 'M')))).not.toContain('rapportages');
    expect(ids(filterNavigation(navigation, ctx(['MENU_DOSSIERS_VIEW'], 'M')))).not.toContain('logs');
  });
  it('never shows a separator at the top or two in a row', () => {
    expect(filterNavigation(navigation, ctx([], 'E')).map((item) => item.kind)).toEqual(['logout']);
    const kinds = filterNavigation(navigation, ctx(['MENU_DOSSIERS_VIEW'], 'E')).map((item) => item.kind);
    expect(kinds).toEqual(['link', 'separator', 'logout']);
  });
});

describe('navigation declaration', () => {
  /** Entries whose own rule alone decides: top-level ones and the children of rule-less groups. */
  const links = (entries: readonly NavEntryDef[]): Extract<NavEntryDef, { kind: 'link' | 'group' }>[] =>
    entries.flatMap((entry) => {
      if (entry.kind === 'link') return [entry];
      if (entry.kind === 'group') return entry.rule ? [entry] : [entry, ...entry.children];
      return [];
    });
  // Kantoor is the adviser's own office; the area also admits staff coming from Kantoren.
  const BROADER_AREA = ['kantoor'];
  it('uses the same permission rule as the guarded area a link opens', () => {
    const checked = links(navigation).filter((entry) => {
      const path = entry.to?.split('?')[0].replace(':officeId', '1');
      const area = path ? areaForPath(path) : undefined;
      return area && area.guard !== false && matchPath(area.path, path ?? '') && !BROADER_AREA.includes(entry.id);
    });
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const entry of checked) {
      const area = areaForPath(entry.to?.split('?')[0].replace(':officeId', '1') ?? '');
      expect({ id: entry.id, rule: entry.rule }).toEqual({ id: entry.id, rule: area?.rule });
    }
  });
});

describe('sidebar labels (issue 26: the spec’s wording, Dutch spelling elsewhere)', () => {
  it('names the logs HDN-log, BTL-log and, as the spec does, System Events', async () => {
    const { app } = await import('../../../src/i18n/nl');
    expect(app.nav.logs).toMatchObject({ hdn: 'HDN-log', btl: 'BTL-log', systemEvents: 'System Events' });
    expect([app.area.hdnLog, app.area.btlLog, app.area.systemEvents]).toEqual(['HDN-log', 'BTL-log', 'System Events']);
  });
});
