import type { FastifyPluginAsync } from 'fastify';
import type { EntityDef } from '../../../contract/entity';
import { entities } from '../../../contract/registry';
import { crudRoutes, type CrudExtension } from '../../crud/factory';
import { lenderRules } from '../../crud/lender-scope';
import { entityTables } from '../../db/entity-tables';
import { informationExtension } from '../information/information';
import { reportDefinitionsExtension } from '../reports/definitions';
import { backofficeTemplatesExtension } from '../templates/backoffice-templates';
import { berichtTemplatesExtension } from '../templates/bericht-templates';
import { gebruikersExtension } from '../users/gebruikers';
import { rollenExtension } from '../users/rollen';
import { postvakRechtenExtension } from '../mail/rights';
import { rentetarievenExtension } from '../rates/rentetarieven';
import { teamsExtension } from './teams';
import { vrijeDagenExtension } from './vrije-dagen';

/**
 * The server half of the registry: what a resource adds to the generic routes, by name. Every
 * other entity gets the plain routes with the registry's `lenders` rule.
 */
const extensions: Record<string, CrudExtension> = {
  teams: teamsExtension,
  berichttemplates: berichtTemplatesExtension,
  gebruikers: gebruikersExtension,
  roles: rollenExtension,
  informatie: informationExtension,
  'backoffice-email-templates': backofficeTemplatesExtension,
  postvakrechten: postvakRechtenExtension,
  rentetarieven: rentetarievenExtension,
  rapportages: reportDefinitionsExtension,
  'vrije-dagen': vrijeDagenExtension,
};

/** The CRUD routes of every schema-driven resource, on its hand-written or derived table (server/db/entity-tables.ts). */
const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const entity of entities as readonly EntityDef[]) {
    const table = entityTables[entity.name];
    await app.register(crudRoutes(entity, table, extensions[entity.name] ?? lenderRules(entity, table)));
  }
};

export default resourceRoutes;
