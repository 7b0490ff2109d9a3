import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deadlineSchema, flagParams, linkDossierParams, linkOfficeParams, mailDetailSchema, relinkSchema, selectionSchema, setFolderParams } from '../../../contract/mail';
import { noContent } from '../../openapi/responses';
import { archive, deleteMail, link, markRead, setDeadline, setFolder, setFollowUp, setRead } from '../../services/mail/actions';
import { recordIdParams } from '../dossier-detail/params';
import { deleteAccess, labels, mailAccess } from './access';

const config = { access: mailAccess, fieldLabels: labels };
const one = { 200: mailDetailSchema };
const counted = { 200: z.object({ aantal: z.number() }) };

/** What a reader does with messages (spec 002 §2, §4, §7; docs/mail.md "Actions"): each change answers the message as it is now. */
const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.patch('/api/v1/new/mail/readflag/:id/:value', { schema: { params: flagParams, response: one }, config }, async (request) =>
    setRead(db, request.user, request.params.id, request.params.value),
  );
  app.patch('/api/v1/new/mail/followup/:id/:value', { schema: { params: flagParams, response: one }, config }, async (request) =>
    setFollowUp(db, request.user, request.params.id, request.params.value),
  );
  app.patch('/api/v1/new/mail/setfolder/:id/:folder', { schema: { params: setFolderParams, response: one }, config }, async (request) =>
    setFolder(db, request.user, request.params.id, request.params.folder),
  );

  app.put('/api/v1/new/mail/:id/link/dossier/:dossierId', { schema: { params: linkDossierParams, response: one }, config }, async (request) =>
    link(db, request.user, request.params.id, { dossierId: request.params.dossierId, kantoorId: null }),
  );
  app.put('/api/v1/new/mail/:id/link/kantoor/:officeId', { schema: { params: linkOfficeParams, response: one }, config }, async (request) =>
    link(db, request.user, request.params.id, { dossierId: null, kantoorId: request.params.officeId }),
  );
  app.put('/api/v1/new/mail/:id', { schema: { params: recordIdParams, body: relinkSchema, response: one }, config }, async (request) =>
    link(db, request.user, request.params.id, request.body),
  );
  app.put('/api/v1/new/mail/:id/deadline', { schema: { params: recordIdParams, body: deadlineSchema, response: one }, config }, async (request) =>
    setDeadline(db, request.user, request.params.id, request.body.timestamp),
  );

  app.put('/api/v1/new/mail/readflag/true', { schema: { body: selectionSchema, response: counted }, config }, async (request) => ({
    aantal: await markRead(db, request.user, request.body.ids),
  }));
  app.put('/api/v1/new/mail/archive', { schema: { body: selectionSchema, response: counted }, config }, async (request) => ({
    aantal: await archive(db, request.user, request.body.ids),
  }));

  app.delete('/api/v1/new/mail/:id', { schema: { params: recordIdParams, response: { 204: noContent } }, config: { ...config, access: deleteAccess } }, async (request, reply) => {
    await deleteMail(db, storage, request.user, request.params.id);
    return reply.status(204).send();
  });
};

export default actionRoutes;
