import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteCreateSchema, notePageQuery, noteSchema } from '../../../contract/notes';
import { binary, noContent, page } from '../../openapi/responses';
import { createNote, deleteNote, getNote, listNotes, noteAttachment, stageAttachments } from '../../services/notes/notes';
import { access } from '../../services/permissions/access';
import { dossierIdParams, recordIdParams } from '../dossier-detail/params';
import { sendStoredFile } from '../files/send';

const read = access.anyOf(['DOSSIER_DETAIL_NOTITIES']);
const write = access.anyOf(['NIEUWE_TAAK_NOTITIE']);
const labels = { priorityId: 'Prioriteit', onderwerp: 'Onderwerp', aanleiding: 'Aanleiding', bodyText: 'Notitie', files: 'Bijlagen', page: 'Pagina', size: 'Aantal', key: 'Sleutel' };

/**
 * The attachments travel as base64 in the JSON body (spec 000 §3): one body of at most 45 MB,
 * which holds a single attachment of the 30 MB upload limit or several smaller ones.
 */
const NOTE_BODY_LIMIT = 45 * 1024 * 1024;

/** Notes on a dossier (spec 000 §3–§5, §7; docs/documents.md "Notes"). */
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/api/v1/dossiers/:id/notities',
    { schema: { params: dossierIdParams, querystring: notePageQuery, response: { 200: page(noteSchema) } }, config: { access: read, fieldLabels: labels } },
    async (request) => listNotes(db, request.user, request.params.id, request.query.page, request.query.size),
  );

  app.post(
    '/api/v1/dossiers/:id/notities',
    { bodyLimit: NOTE_BODY_LIMIT, schema: { params: dossierIdParams, body: noteCreateSchema, response: { 201: noteSchema } }, config: { access: write, fieldLabels: labels } },
    async (request, reply) => {
      const { files, ...note } = request.body;
      const staged = await stageAttachments(storage, files);
      return reply.status(201).send(await createNote(db, storage, request.user, request.params.id, note, staged));
    },
  );

  app.get('/api/v1/notities/:id', { schema: { params: recordIdParams, response: { 200: noteSchema } }, config: { access: read } }, async (request) =>
    getNote(db, request.user, request.params.id),
  );

  app.delete('/api/v1/notities/:id', { schema: { params: recordIdParams, response: { 204: noContent } }, config: { access: write } }, async (request, reply) => {
    await deleteNote(db, storage, request.user, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/v1/notities/attachment/:id',
    {
      schema: { params: recordIdParams, querystring: z.object({ key: z.uuid('Onbekend bestand.') }), response: { 200: binary(['application/pdf', 'image/jpeg'], 'De bijlage') } },
      config: { access: read, fieldLabels: labels },
    },
    async (request, reply) => sendStoredFile(reply, storage, await noteAttachment(db, request.user, request.params.id, request.query.key)),
  );
};

export default noteRoutes;
