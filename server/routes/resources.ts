import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { entities } from '../../src/schema/registry';
import { crudRoutes, type CrudExtension } from '../crud/factory';
import * as tables from '../db/schema';
import { teamsExtension } from './teams';

/** Resources whose server side adds to the generic routes. */
const extensions: Record<string, CrudExtension> = { teams: teamsExtension };

/** The CRUD routes of every schema-driven resource; its table is the schema export of the same name. */
const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const entity of entities) {
    const table = (tables as unknown as Record<string, PgTable>)[entity.name];
    if (!table) throw new Error(`No table for resource '${entity.name}'`);
    await app.register(crudRoutes(entity, table, extensions[entity.name]));
  }
};

export default resourceRoutes;
