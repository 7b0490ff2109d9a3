import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binary } from '../../openapi/responses';
import { readableFile } from '../../services/files/download';
import { access } from '../../services/permissions/access';
import { sendStoredFile } from './send';

const keyParams = z.object({ key: z.uuid('Onbekend bestand.') });

/**
 * GET /files/{key} (spec 000 §7, "binary file download"): any signed-in user, but only a file
 * whose owning record the user may read.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/files/:key',
    {
      schema: { params: keyParams, response: { 200: binary(['application/octet-stream'], 'The stored file, inline, in its own content type (Content-Type header).') } },
      config: { access: access.signedIn() },
    },
    async (request, reply) => sendStoredFile(reply, app.storage, await readableFile(app.db, request.params.key, request.user)),
  );
};

export default fileRoutes;
