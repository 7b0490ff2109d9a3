import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFIEL_LABELS, PROFILE_PICTURE, profielSchema } from '../../../contract/profile';
import type { Db } from '../../db/client';
import { gebruikerProfielen } from '../../db/schema';
import { notFound, stale } from '../../errors';
import { loadProfile } from '../../services/auth/profile';
import { access } from '../../services/permissions/access';
import { deleteFiles, fileById, insertFile } from '../../services/storage/records';
import { readUpload, requireFile } from '../../services/storage/upload';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The profile row is made on the first change; until then the user has none (version 1, empty). */
const ensureRow = (tx: Tx, gebruikerId: number) => tx.insert(gebruikerProfielen).values({ gebruikerId }).onConflictDoNothing();

/**
 * The own profile (spec 001 §7 "Users": PUT /profile, GET/PUT/DELETE /profile/picture; GET
 * /profile is in auth.ts). Every call works on the signed-in user only: there is no id to point
 * at someone else's profile (docs/profile.md).
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const config = { access: access.signedIn() };

  app.put('/api/v1/profile', { schema: { body: profielSchema }, config: { ...config, fieldLabels: PROFIEL_LABELS } }, async (request) => {
    const { version, ...fields } = request.body;
    const userId = request.user.id;
    await db.transaction(async (tx) => {
      await ensureRow(tx, userId);
      const [row] = await tx
        .update(gebruikerProfielen)
        .set({ ...fields, version: version + 1, updatedAt: new Date() })
        .where(and(eq(gebruikerProfielen.gebruikerId, userId), eq(gebruikerProfielen.version, version)))
        .returning({ id: gebruikerProfielen.gebruikerId });
      if (!row) throw stale();
    });
    return loadProfile(db, userId, request.user.permissions);
  });

  app.get('/api/v1/profile/picture', { config }, async (request, reply) => {
    const [profiel] = await db.select({ fotoId: gebruikerProfielen.fotoBestandId }).from(gebruikerProfielen).where(eq(gebruikerProfielen.gebruikerId, request.user.id));
    const file = profiel?.fotoId ? await fileById(db, profiel.fotoId) : undefined;
    if (!file) throw notFound();
    return reply
      .type(file.mimeType)
      // Personal data: kept in no shared cache; the browser asks again when the file id changes.
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
      .send(await storage.read(file.sleutel));
  });

  // Upload or replace: the new file counts once the profile points at it; the old one goes after the commit.
  app.put('/api/v1/profile/picture', { config }, async (request) => {
    const file = requireFile(await readUpload(request, storage, PROFILE_PICTURE));
    const userId = request.user.id;
    await storage.withCommit([file], () =>
      db.transaction(async (tx) => {
        await ensureRow(tx, userId);
        const [current] = await tx
          .select({ fotoId: gebruikerProfielen.fotoBestandId })
          .from(gebruikerProfielen)
          .where(eq(gebruikerProfielen.gebruikerId, userId))
          .for('update');
        const fotoBestandId = await insertFile(tx, file, userId);
        // Not a change of the form's fields: the version stays, so an open profile form still saves.
        await tx.update(gebruikerProfielen).set({ fotoBestandId, updatedAt: new Date() }).where(eq(gebruikerProfielen.gebruikerId, userId));
        return { result: undefined, obsolete: await deleteFiles(tx, [current.fotoId]) };
      }),
    );
    return loadProfile(db, userId, request.user.permissions);
  });

  app.delete('/api/v1/profile/picture', { config }, async (request, reply) => {
    const userId = request.user.id;
    await storage.withCommit([], () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ fotoId: gebruikerProfielen.fotoBestandId })
          .from(gebruikerProfielen)
          .where(eq(gebruikerProfielen.gebruikerId, userId))
          .for('update');
        if (!current?.fotoId) throw notFound();
        await tx.update(gebruikerProfielen).set({ fotoBestandId: null, updatedAt: new Date() }).where(eq(gebruikerProfielen.gebruikerId, userId));
        return { result: undefined, obsolete: await deleteFiles(tx, [current.fotoId]) };
      }),
    );
    return reply.status(204).send();
  });
};

export default profileRoutes;
