import { type EntityDef, openToLenders } from '../../../contract/entity';
import type { UserCode } from '../../../contract/permissions';
import { entityArea } from '../areas';
import type { NavGroupDef, NavLinkDef } from '../navigation';

const NOT_LENDER: readonly UserCode[] = ['H'];

/** A registry entity's entry: its own label and route (or its menu's), guarded like its screens (entityArea). */
const entryOf = (entity: EntityDef, groupId: string): NavLinkDef => {
  const menu = entity.menu || {};
  const { rule, onlyFor } = entityArea(entity);
  return {
    kind: 'link',
    id: `${groupId}-${entity.name}`,
    label: menu.label ?? entity.label.many,
    literal: true,
    to: menu.to ?? entity.route,
    rule,
    onlyFor,
    // Spec 000 §2: a lender's Beheer menu holds only the lists lenders work in.
    hideFor: openToLenders(entity) ? undefined : NOT_LENDER,
  };
};

/**
 * A group's entries: the registry entities whose menu names the group (Beheer unless said
 * otherwise), in registry order, each followed by the hand-written children placed `after` it;
 * the other hand-written children come last.
 */
export const groupChildren = (group: NavGroupDef, entities: readonly EntityDef[]): readonly NavLinkDef[] => {
  const own = entities.filter((entity) => entity.menu !== false && (entity.menu?.group ?? 'beheer') === group.id);
  if (!own.length) return group.children;
  const placed = new Set<NavLinkDef>();
  const entries = own.flatMap((entity) => {
    const following = group.children.filter((child) => child.after === entity.name);
    following.forEach((child) => placed.add(child));
    return [entryOf(entity, group.id), ...following];
  });
  return [...entries, ...group.children.filter((child) => !placed.has(child))];
};
