import { type EntityDef, mayWrite, type Writer } from '../../contract/entity';
import { areas } from '../shell/areas';
import { type AccessRule, holds } from './accessRule';

export interface AccessQuery {
  action: string;
  resource: string;
  /** The record asked about; a lender may change only its own rows of some lists (the entity's `lenders`). */
  record?: Record<string, unknown>;
}

const READ_ACTIONS = ['list', 'show', 'export'];

/** A resource without an area of its own is read by the holders of its read permissions. */
const readRule = (entity: Pick<EntityDef, 'access'>): AccessRule | undefined =>
  entity.access.read === 'signedIn' ? undefined : { anyOf: entity.access.read };
const WRITE_ACTIONS = ['create', 'edit'];

/**
 * The one authorisation function behind authProvider.canAccess. Resources are either a
 * schema-driven entity (read through the area its route lives in, written with the entity's
 * write permissions and, for a lender, the same `mayWrite` rule the server applies) or an area
 * key with action 'access'.
 */
export const canAccess = (
  permissions: readonly string[],
  { action, resource, record }: AccessQuery,
  entities: readonly Pick<EntityDef, 'name' | 'route' | 'access' | 'deletable' | 'lenders'>[],
  writer?: Writer,
): boolean => {
  const entity = entities.find((e) => e.name === resource);
  if (entity) {
    const writable = holds(permissions, { anyOf: entity.access.write }) && (!writer || mayWrite(entity, writer, record));
    if (READ_ACTIONS.includes(action)) return holds(permissions, areas.find((a) => a.path === entity.route)?.rule ?? readRule(entity));
    if (WRITE_ACTIONS.includes(action)) return writable;
    if (action === 'delete') return entity.deletable && writable;
    return false;
  }
  const area = areas.find((a) => a.key === resource);
  return action === 'access' && !!area && holds(permissions, area.rule);
};
