import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFIEL_LABELS, PROFILE_PICTURE, profielSchema } from '../../../contract/profile';
import { binary, noContent } from '../../openapi/responses';
import { profileAnswer } from '../../services/auth/profile';
import { access } from '../../services/permissions/access';
import { readUpload, requireFile } from '../../services/storage/upload';
import { pictureOf, removePicture, replacePicture, updateProfile } from '../../services/users/profile';
import { sendStoredFile } from '../files/send';

/**
 * The own profile (spec 001 §7 "Users": PUT /profile, GET/PUT/DELETE /profile/picture; GET
 * /profile is in auth). Every call works on the signed-in user only: there is no id to point
 * at someone else's profile (docs/profile.md).
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const config = { access: access.signedIn() };
  const profile = { response: { 200: profileAnswer } };

  app.put('/api/v1/profile', { schema: { body: profielSchema, ...profile }, config: { ...config, fieldLabels: PROFIEL_LABELS } }, async (request) => {
    const { version, ...fields } = request.body;
    return updateProfile(db, request.user, version, fields);
  });

  app.get('/api/v1/profile/picture', { schema: { response: { 200: binary(['image/jpeg', 'image/png'], 'De foto (JPEG of PNG)') } }, config }, async (request, reply) => {
    const file = await pictureOf(db, request.user);
    // Personal data: kept in no shared cache; the browser asks again when the file id changes.
    return sendStoredFile(reply.header('Cache-Control', 'private, no-store'), storage, file);
  });

  app.put('/api/v1/profile/picture', { schema: profile, config }, async (request) =>
    replacePicture(db, storage, request.user, requireFile(await readUpload(request, storage, PROFILE_PICTURE))),
  );

  app.delete('/api/v1/profile/picture', { schema: { response: { 204: noContent } }, config }, async (request, reply) => {
    await removePicture(db, storage, request.user);
    return reply.status(204).send();
  });
};

export default profileRoutes;
