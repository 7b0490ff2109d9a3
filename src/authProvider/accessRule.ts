import type { EntityDef } from '../../contract/entity';
import type { Permission, UserCode } from '../../contract/permissions';

/**
 * A permission rule: every permission of `allOf` and at least one of `anyOf`. The spec's
 * "only one necessary" option is `anyOf`; its default (all listed) is `allOf`. Rules written by
 * hand name listed permissions; a rule made from an entity may name those it declares itself.
 */
export interface AccessRule<P extends string = Permission> {
  allOf?: readonly P[];
  anyOf?: readonly P[];
}

export const holds = (permissions: readonly string[], rule: AccessRule<string> | undefined) => {
  if (!rule) return true;
  const { allOf = [], anyOf = [] } = rule;
  return allOf.every((p) => permissions.includes(p)) && (anyOf.length === 0 || anyOf.some((p) => permissions.includes(p)));
};

/**
 * Who may read an entity, as the server decides it: a permission rule (none: any signed-in user)
 * and the user types it is kept to. Whoever may write it may read it too, so a reader without the
 * write permission gets the read-only list and page, and a writer the forms.
 */
export const readersOf = (entity: Pick<EntityDef, 'access'>): { rule?: AccessRule<string>; onlyFor?: readonly UserCode[] } => {
  const { read, write } = entity.access;
  if (read === 'signedIn') return {};
  if (!Array.isArray(read)) return { onlyFor: (read as { types: readonly UserCode[] }).types };
  return { rule: { anyOf: [...new Set([...read, ...write])] } };
};
