import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { draftAttachmentSchema, MAIL_LIMITS, MAIL_UPLOAD_KINDS, mailDetailSchema, mailSendSchema, storageKeyParams } from '../../../contract/mail';
import { binary } from '../../openapi/responses';
import { attachmentOf, sendMail, storeDraftAttachment } from '../../services/mail/send';
import { readUpload, requireFile } from '../../services/storage/upload';
import { recordIdParams } from '../dossier-detail/params';
import { sendStoredFile } from '../files/send';
import { labels, mailAccess } from './access';

const config = { access: mailAccess, fieldLabels: labels };
/** Kinds a browser shows in place; any other attachment is offered as a download. */
const SHOWN = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'];
const attachment = { 200: binary(['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'], 'De bijlage, in haar eigen type') };

/** Sending mail and its attachments (spec 002 §5, §7; docs/mail.md "Out", "Attachments"). */
const sendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, mailer } = app;

  app.post('/api/v1/new/mail', { schema: { body: mailSendSchema, response: { 201: mailDetailSchema } }, config }, async (request, reply) =>
    reply.status(201).send(await sendMail(db, mailer, request.user, request.body)),
  );

  // Not a spec call: the upload control sends each attachment at once, with its progress, before the message is sent.
  app.post('/api/v1/new/mail/concept-bijlagen', { schema: { response: { 201: draftAttachmentSchema } }, config }, async (request, reply) => {
    const file = requireFile(await readUpload(request, storage, { kinds: MAIL_UPLOAD_KINDS, maxBytes: MAIL_LIMITS.maxTotalBytes }));
    return reply.status(201).send(await storeDraftAttachment(db, storage, request.user, file));
  });

  // A kind we do not show (HTML, an executable, anything unrecognised) is a download, sandboxed should a browser open it anyway.
  const send = async (reply: Parameters<typeof sendStoredFile>[0], file: Parameters<typeof sendStoredFile>[2]) =>
    SHOWN.includes(file.mimeType)
      ? sendStoredFile(reply, storage, file)
      : sendStoredFile(reply.header('Content-Security-Policy', "sandbox; default-src 'none'"), storage, file, 'attachment');

  app.get('/api/v1/new/mail/attachment/:id', { schema: { params: recordIdParams, response: attachment }, config }, async (request, reply) =>
    send(reply, await attachmentOf(db, request.user, { id: request.params.id })),
  );
  app.get('/api/v1/new/mail/attachment/s3/:s3Key', { schema: { params: storageKeyParams, response: attachment }, config }, async (request, reply) =>
    send(reply, await attachmentOf(db, request.user, { key: request.params.s3Key.toLowerCase() })),
  );
};

export default sendRoutes;
