import type { Permission } from '../../contract/permissions';

/**
 * A permission rule: every permission of `allOf` and at least one of `anyOf`. The spec's
 * "only one necessary" option is `anyOf`; its default (all listed) is `allOf`.
 */
export interface AccessRule {
  allOf?: readonly Permission[];
  anyOf?: readonly Permission[];
}

export const holds = (permissions: readonly string[], rule: AccessRule | undefined) => {
  if (!rule) return true;
  const { allOf = [], anyOf = [] } = rule;
  return allOf.every((p) => permissions.includes(p)) && (anyOf.length === 0 || anyOf.some((p) => permissions.includes(p)));
};
