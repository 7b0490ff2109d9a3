import { useCanAccess } from 'ra-core';
import { type EntityDef, mayWrite } from '../../../contract/entity';
import { useSession } from '../../authProvider/session';

/**
 * Whether the signed-in user may change a record of `entity`: the write permission and the
 * entity's `lenders` rule, the same check the server makes before it accepts the save.
 */
export const useMayWrite = (entity: Pick<EntityDef, 'name' | 'lenders'>) => {
  const session = useSession();
  const { canAccess } = useCanAccess({ action: 'edit', resource: entity.name });
  return (record?: Record<string, unknown>) =>
    !!canAccess && !!session && mayWrite(entity, { typeCode: session.userCode, moneyProviderId: session.moneyProviderId }, record);
};
