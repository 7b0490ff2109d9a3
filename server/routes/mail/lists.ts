import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactResolveSchema,
  contactSearchQuery,
  folderCountSchema,
  folderParams,
  mailboxQuery,
  mailboxSchema,
  mailDetailSchema,
  mailFilterSchema,
  mailItemSchema,
  mailPageQuery,
  recentContactSchema,
} from '../../../contract/mail';
import { TASK_MESSAGES } from '../../../contract/tasks';
import { binary, page } from '../../openapi/responses';
import { and, eq, inArray } from 'drizzle-orm';
import { mails } from '../../db/schema';
import { findContacts, recentContacts, resolveContacts } from '../../services/mail/contacts';
import { checkMailbox, mailboxesOfKind, ownMailboxId, readableMailboxes, readableMailboxIds, unreadPerMailbox } from '../../services/mail/mailboxes';
import { describeDetail, folderCounts, mailboxFolderCounts, mailPage, readMail } from '../../services/mail/read';
import { markOpened } from '../../services/mail/actions';
import { mailReport } from '../../services/mail/report';
import { readDossier } from '../../services/dossier-detail/access';
import { REPORT_FORMATS } from '../../services/tasks/report';
import { recordIdParams } from '../dossier-detail/params';
import { labels, mailAccess } from './access';

const config = { access: mailAccess, fieldLabels: labels };
const mailPageSchema = { 200: page(mailItemSchema) };

/** The mail lists and one message (spec 002 §7 "Mail"; docs/mail.md "Lists"). */
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // Not a spec call: the mailbox choice of the screen (own, teams', colleagues' the user may read) with their unread counts.
  app.get('/api/v1/new/mail/mailboxes', { schema: { response: { 200: z.array(mailboxSchema) } }, config }, async (request) => {
    const boxes = await readableMailboxes(db, request.user);
    const unread = await unreadPerMailbox(db, boxes.map((b) => b.id));
    return boxes.map(({ gebruikerId: _g, teamId: _t, ...box }) => ({ ...box, ongelezen: unread.get(box.id) ?? 0 }));
  });

  app.post(
    '/api/v1/new/mail/search',
    { schema: { querystring: mailPageQuery, body: mailFilterSchema, response: mailPageSchema }, config },
    async (request) => {
      const { postvakId, ...filter } = request.body;
      const box = postvakId ? await checkMailbox(db, request.user, postvakId) : await ownMailboxId(db, request.user.id);
      return mailPage(db, [box], { ...filter, dossierId: filter.dossierId ?? request.query.dossierId }, request.query);
    },
  );

  app.post(
    '/api/v1/new/mail/search/folders',
    { schema: { body: mailFilterSchema, response: { 200: z.array(folderCountSchema) } }, config },
    async (request) => {
      const box = request.body.postvakId ? await checkMailbox(db, request.user, request.body.postvakId) : await ownMailboxId(db, request.user.id);
      if (!request.body.dossierId) return mailboxFolderCounts(db, box);
      return folderCounts(db, and(eq(mails.postvakId, box), eq(mails.dossierId, request.body.dossierId)));
    },
  );

  app.post(
    '/api/v1/berichten/report/:x',
    {
      schema: {
        params: z.object({ x: z.string().toLowerCase().pipe(z.enum(REPORT_FORMATS, { error: TASK_MESSAGES.unknownReport })) }),
        body: mailFilterSchema,
        response: { 200: binary(['text/csv', 'application/pdf'], 'Het berichtenrapport (csv of pdf)') },
      },
      config,
    },
    async (request, reply) => {
      const file = await mailReport(db, request.user, request.body, request.params.x);
      return reply.type(file.type).header('Content-Disposition', `attachment; filename="${file.name}"`).send(file.body);
    },
  );

  // The dossier's mail the caller may read, per folder (the dossier's Communicatie tab).
  app.get(
    '/api/v1/new/mail/dossier/:dossierId/folders',
    { schema: { params: folderParams.pick({ dossierId: true }), response: { 200: z.array(folderCountSchema) } }, config },
    async (request) => {
      await readDossier(db, request.user, request.params.dossierId);
      const ids = await readableMailboxIds(db, request.user.id);
      return folderCounts(db, and(eq(mails.dossierId, request.params.dossierId), ids.length ? inArray(mails.postvakId, ids) : eq(mails.id, -1)));
    },
  );

  app.get(
    '/api/v1/new/mail/dossier/:dossierId/:folder',
    { schema: { params: folderParams, querystring: mailPageQuery.omit({ dossierId: true }), response: mailPageSchema }, config },
    async (request) => {
      await readDossier(db, request.user, request.params.dossierId);
      return mailPage(db, await readableMailboxIds(db, request.user.id), { dossierId: request.params.dossierId, folder: request.params.folder }, request.query);
    },
  );

  app.get('/api/v1/new/mail/colleagues/mailbox', { schema: { querystring: mailboxQuery, response: mailPageSchema }, config }, async (request) => {
    const { folder, gebruikerId, page: number, size } = request.query;
    return mailPage(db, await mailboxesOfKind(db, request.user, 'GEBRUIKER', gebruikerId), { folder }, { page: number, size });
  });

  app.get('/api/v1/new/mail/team/mailbox', { schema: { querystring: mailboxQuery, response: mailPageSchema }, config }, async (request) => {
    const { folder, teamId, page: number, size } = request.query;
    return mailPage(db, await mailboxesOfKind(db, request.user, 'TEAM', teamId), { folder }, { page: number, size });
  });

  app.get('/api/v1/new/mail/contacts/recent', { schema: { response: { 200: z.array(recentContactSchema) } }, config }, async (request) => recentContacts(db, request.user));
  // Not spec calls: "Aan" offers any colleague or team by part of a name or address, and names the addresses of a reply.
  app.get('/api/v1/new/mail/contacts', { schema: { querystring: contactSearchQuery, response: { 200: z.array(recentContactSchema) } }, config }, async (request) =>
    findContacts(db, request.user, request.query.search),
  );
  app.post('/api/v1/new/mail/contacts/resolve', { schema: { body: contactResolveSchema, response: { 200: z.array(recentContactSchema) } }, config }, async (request) =>
    resolveContacts(db, request.body.emails),
  );

  // Opening a message reads it (as a mail program does); PATCH readflag marks it unread again.
  app.get('/api/v1/new/mail/:id', { schema: { params: recordIdParams, response: { 200: mailDetailSchema } }, config }, async (request) =>
    describeDetail(db, await markOpened(db, request.user, await readMail(db, request.user, request.params.id))),
  );
};

export default listRoutes;
