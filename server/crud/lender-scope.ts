import { eq, isNull, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { notYours } from '../errors';
import type { SessionUser } from '../services/permissions/access';
import type { CrudExtension } from './factory';

const isLender = (user: SessionUser) => user.typeCode === 'H';

/**
 * Beheer lists a lender keeps part of (docs/beheer.md): a lender sees the organisation's rows
 * (no money provider) and its own, and writes only its own; new rows of a lender are its own.
 */
export const lenderOwned = (geldverstrekkerId: PgColumn): CrudExtension => ({
  scope: (user) => (isLender(user) ? or(isNull(geldverstrekkerId), eq(geldverstrekkerId, user.geldverstrekkerId ?? -1)) : undefined),
  canWrite: (row, user) => !isLender(user) || row.geldverstrekkerId === user.geldverstrekkerId,
  beforeWrite: (body, user) => {
    if (!isLender(user)) return body;
    if (body.geldverstrekkerId != null && body.geldverstrekkerId !== user.geldverstrekkerId) throw notYours();
    return { ...body, geldverstrekkerId: user.geldverstrekkerId };
  },
});

/** Lists the organisation keeps for everyone (public holidays, the spec's status ids): lenders read them only. */
export const organisationOwned: CrudExtension = {
  canWrite: (_row, user) => !isLender(user),
  beforeWrite: (body, user) => {
    if (isLender(user)) throw notYours();
    return body;
  },
};
