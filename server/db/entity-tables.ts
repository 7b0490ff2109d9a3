import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef } from '../../contract/entity';
import { entities } from '../../contract/registry';
import { entityTable, tableKey } from './entity-table';
import * as schema from './schema';

const named = schema as unknown as Record<string, unknown>;

/**
 * The table of every registry entity, by resource name: the one server/db/schema exports under its
 * table key (hand-written, or derived and named there for the code that queries it), else the one
 * derived from its declaration. drizzle-kit reads this too (drizzle.config.ts), so a new entity's
 * table is in its migration without a line in server/db/schema.
 */
export const entityTables: Readonly<Record<string, PgTable>> = Object.fromEntries(
  (entities as readonly EntityDef[]).map((entity) => [entity.name, (named[tableKey(entity)] as PgTable | undefined) ?? entityTable(entity, () => named)]),
);
