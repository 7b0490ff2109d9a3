import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CrudExtension } from '../../crud/factory';
import { rowSchema } from '../../openapi/responses';
import { rollen } from '../../db/schema';
import { access } from '../../services/permissions/access';
import { allPermissions, rollenService } from '../../services/users/rollen';

const rol = rowSchema(rollen).extend({ permissies: z.array(z.string()) });

/** Beheer › Rollen on the CRUD factory; the list is also every signed-in user's reference list of roles. */
export const rollenExtension: CrudExtension = {
  access: { list: access.signedIn() },
  answers: { record: rol },
  service: (app) => rollenService(app.db),
};

const permission = z.object({ id: z.string(), naam: z.string(), omschrijving: z.string() });

/** The list of permission strings Beheer › Rechten and the role form read. */
const rolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/rols/permissie', { schema: { response: { 200: z.array(permission) } }, config: { access: access.signedIn() } }, async () =>
    allPermissions(app.db),
  );
};

export default rolRoutes;
