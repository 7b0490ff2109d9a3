import { eq, getTableColumns, isNull, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type EntityDef, mayWrite } from '../../contract/entity';
import { notYours } from '../errors';
import type { SessionUser } from '../services/permissions/access';
import type { CrudExtension } from './factory';

const isLender = (user: SessionUser) => user.typeCode === 'H';

/** A lender sees the organisation's rows (no money provider) and its own. */
export const lenderOwned = (geldverstrekkerId: PgColumn): Pick<CrudExtension, 'scope'> => ({
  scope: (user) => (isLender(user) ? or(isNull(geldverstrekkerId), eq(geldverstrekkerId, user.geldverstrekkerId ?? -1)) : undefined),
});

const writer = (user: SessionUser) => ({ typeCode: user.typeCode, moneyProviderId: user.geldverstrekkerId });

/**
 * The registry's `lenders` rule on the server (docs/beheer.md): the same `mayWrite` that decides
 * the browser's edit button refuses the write here; a lender's new rows are its own.
 */
export function lenderRules(entity: EntityDef, table: PgTable): CrudExtension {
  const { lenders } = entity;
  if (!lenders) return {};
  const canWrite = (row: Record<string, unknown>, user: SessionUser) => mayWrite(entity, writer(user), row);
  if (lenders === 'readOnly') {
    return {
      canWrite,
      beforeWrite: (body, user) => {
        if (!mayWrite(entity, writer(user))) throw notYours();
        return body;
      },
    };
  }
  const owner = lenders.owner;
  return {
    ...lenderOwned((getTableColumns(table) as Record<string, PgColumn>)[owner]),
    canWrite,
    beforeWrite: (body, user) => {
      if (!isLender(user)) return body;
      if (body[owner] != null && body[owner] !== user.geldverstrekkerId) throw notYours();
      return { ...body, [owner]: user.geldverstrekkerId };
    },
  };
}
