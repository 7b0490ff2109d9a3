import { type EntityDef, mayWrite, type Writer } from '../../contract/entity';
import { areas, entityArea } from '../shell/areas';
import { holds } from './accessRule';

export interface AccessQuery {
  action: string;
  resource: string;
  /** The record asked about; a lender may change only its own rows of some lists (the entity's `lenders`). */
  record?: Record<string, unknown>;
}

const READ_ACTIONS = ['list', 'show', 'export'];
const WRITE_ACTIONS = ['create', 'edit'];

/**
 * The one authorisation function behind authProvider.canAccess. Resources are either a
 * schema-driven entity (read by whoever enters its screens, `entityArea`, written with the entity's
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
    if (READ_ACTIONS.includes(action)) {
      const { rule, onlyFor } = entityArea(entity);
      return holds(permissions, rule) && (!onlyFor || (!!writer && onlyFor.includes(writer.typeCode as never)));
    }
    if (WRITE_ACTIONS.includes(action)) return writable;
    if (action === 'delete') return entity.deletable && writable;
    return false;
  }
  const area = areas.find((a) => a.key === resource);
  return action === 'access' && !!area && holds(permissions, area.rule);
};
