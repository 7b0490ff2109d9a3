import type { EntityDef } from '../../../contract/entity';
import { holds } from '../../authProvider/accessRule';
import type { MenuReport } from '../../dataProvider';
import type { NavEntryDef, NavGroupDef, NavLinkDef } from '../navigation';
import type { Profile } from '../profile';
import { groupChildren } from './entityEntries';

export interface NavContext {
  permissions: readonly string[];
  userCode: string | undefined;
  profile: Profile;
  officeId: number | null;
  /** Children of Rapportages as the server lists them. */
  reports: readonly MenuReport[];
  /** The schema registry, once loaded: each entity brings its own entry (menu/entityEntries.ts). */
  entities: readonly EntityDef[];
}

/** A visible entry, ready to render: labels are i18n keys unless `literal`. */
export type NavItem =
  | { kind: 'link'; id: string; label: string; literal?: boolean; icon?: NavLinkDef['icon']; to?: string; counter?: string; tag?: string }
  | { kind: 'group'; id: string; label: string; icon: NavGroupDef['icon']; children: NavItem[] }
  | { kind: 'separator'; id: string }
  | { kind: 'logout'; id: string; label: string; icon: NavLinkDef['icon'] };

const visible = (entry: Omit<NavLinkDef, 'kind' | 'id' | 'label'>, ctx: NavContext) =>
  holds(ctx.permissions, entry.rule) &&
  !(ctx.userCode && entry.hideFor?.includes(ctx.userCode as never)) &&
  (!entry.onlyFor || entry.onlyFor.includes(ctx.userCode as never)) &&
  (!entry.profiles || entry.profiles.includes(ctx.profile));

/** Fills in the adviser's office; an entry that needs one is hidden without it. */
const resolveTarget = (to: string | undefined, ctx: NavContext): string | null | undefined => {
  if (!to?.includes(':officeId')) return to;
  return ctx.officeId == null ? null : to.replace(':officeId', String(ctx.officeId));
};

const toLink = (def: NavLinkDef | NavGroupDef, ctx: NavContext): NavItem | null => {
  const to = resolveTarget(def.to, ctx);
  if (to === null) return null;
  const extra = def.kind === 'link' ? { tag: def.tag, literal: def.literal } : {};
  return { kind: 'link', id: def.id, label: def.label, icon: def.icon, to, counter: def.counter, ...extra };
};

const childrenOf = (group: NavGroupDef, ctx: NavContext): NavItem[] =>
  group.source === 'rapportages'
    ? ctx.reports.map((report) => ({ kind: 'link', id: `rapportage-${report.id}`, label: report.label, literal: true, to: `/rapportages/${report.id}` }))
    : groupChildren(group, ctx.entities).filter((child) => visible(child, ctx)).flatMap((child) => toLink(child, ctx) ?? []);

/** Separators only between visible entries, never two in a row. */
const tidySeparators = (items: NavItem[]) =>
  items.filter((item, index) => {
    if (item.kind !== 'separator') return true;
    const previous = items[index - 1];
    return index > 0 && index < items.length - 1 && previous.kind !== 'separator';
  });

/** The sidebar a user sees: filtered by permission, user type and profile; empty groups vanish. */
export const filterNavigation = (entries: readonly NavEntryDef[], ctx: NavContext): NavItem[] =>
  tidySeparators(
    entries.flatMap((entry): NavItem[] => {
      if (entry.kind === 'separator' || entry.kind === 'logout') return [entry];
      if (!visible(entry, ctx)) return [];
      if (entry.kind === 'link') return [toLink(entry, ctx) ?? []].flat();
      const children = childrenOf(entry, ctx);
      if (children.length) return [{ kind: 'group', id: entry.id, label: entry.label, icon: entry.icon, children }];
      return entry.to ? [toLink(entry, ctx) ?? []].flat() : [];
    }),
  );
