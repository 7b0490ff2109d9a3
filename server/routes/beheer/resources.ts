import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { EntityDef } from '../../../contract/entity';
import { entities } from '../../../contract/registry';
import { crudRoutes, type CrudExtension } from '../../crud/factory';
import { lenderOwned, organisationOwned } from '../../crud/lender-scope';
import * as tables from '../../db/schema';
import { berichtTemplatesExtension } from '../templates/bericht-templates';
import { teamsExtension } from './teams';

/** Resources whose server side adds to the generic routes. */
const extensions: Record<string, CrudExtension> = {
  teams: teamsExtension,
  // The Beheer entries lenders see (spec 000 §2): their own rows, or read-only for shared lists.
  taken: lenderOwned(tables.taakStatussen.geldverstrekkerId),
  cdstaken: lenderOwned(tables.cdsPerioden.geldverstrekkerId),
  documentstatus: lenderOwned(tables.documentStatussen.geldverstrekkerId),
  'important-tasks': lenderOwned(tables.belangrijkeDatumSoorten.geldverstrekkerId),
  'taken-lot': lenderOwned(tables.takenZonderDocumenten.geldverstrekkerId),
  'taken-overrule': lenderOwned(tables.overruleStatussen.geldverstrekkerId),
  codeLeningMij: lenderOwned(tables.codesLeningMij.geldverstrekkerId),
  diensten: lenderOwned(tables.diensten.geldverstrekkerId),
  'change-request': organisationOwned,
  'system-events': organisationOwned,
  'vrije-dagen': organisationOwned,
  berichttemplates: berichtTemplatesExtension,
};

/** The CRUD routes of every schema-driven resource (its table: the schema export named `table` or `name`), except those with hand-written routes. */
const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const entity of entities as readonly EntityDef[]) {
    if (entity.customRoutes) continue;
    const table = (tables as unknown as Record<string, PgTable>)[entity.table ?? entity.name];
    if (!table) throw new Error(`No table for resource '${entity.name}'`);
    await app.register(crudRoutes(entity, table, extensions[entity.name]));
  }
};

export default resourceRoutes;
