import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bestanden } from '../../db/schema';
import { notFound } from '../../errors';
import { access, type SessionUser } from '../../services/permissions/access';
import { templateFileReadable } from '../../services/backoffice-templates/templates';
import { informationFileReadable } from '../../services/information/items';

/** Each owner of stored files says whether a user may read one of its files; an area with files adds its check here. */
const OWNERS: ((db: Db, bestandId: number, user: SessionUser) => Promise<boolean>)[] = [templateFileReadable, informationFileReadable];

const keyParams = z.object({ key: z.uuid('Onbekend bestand.') });

/**
 * GET /files/{key} (spec 000 §7, "binary file download"): any signed-in user, but only a file
 * whose owning record the user may read; any other key answers 404, so keys reveal nothing.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/files/:key', { schema: { params: keyParams }, config: { access: access.signedIn() } }, async (request, reply) => {
    const [file] = await app.db.select().from(bestanden).where(eq(bestanden.sleutel, request.params.key));
    if (!file) throw notFound();
    for (const readable of OWNERS) {
      if (await readable(app.db, file.id, request.user)) {
        return reply
          .type(file.mimeType)
          .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
          .send(await app.storage.read(file.sleutel));
      }
    }
    throw notFound();
  });
};

export default fileRoutes;
