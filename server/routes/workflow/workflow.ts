import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { delegationSchema, groupDelegateSchema, groupDoneSchema, priorityChangeSchema, taskCreateSchema, taskDetailSchema, taskSchema, workflowUpdateSchema } from '../../../contract/tasks';
import {
  countBodySchema,
  delegateTargetsSchema,
  delegateToQuery,
  groupResultSchema,
  unreadCountQuery,
  unreadDetailsSchema,
  workflowCountsSchema,
  workflowFilterSchema,
  workflowItemQuery,
  workflowItemSchema,
  workflowMailSchema,
  workflowQuerySchema,
  workflowTypeQuery,
} from '../../../contract/workflow';
import { page } from '../../openapi/responses';
import { access } from '../../services/permissions/access';
import { getTaskDetail } from '../../services/tasks/read';
import { createTask, delegate, markDone, setPriority, updateTask } from '../../services/tasks/write';
import { mailItemDone, mailItemPriority, openMailItem } from '../../services/workflow/mail-items';
import { delegateTargets, unreadDetails, workflowCounts, workflowList } from '../../services/workflow/workflow';
import { recordIdParams } from '../dossier-detail/params';

const workflow = access.anyOf(['MENU_WORKFLOW_VIEW']);
const labels = {
  typeId: 'Categorie', activeUsers: 'Actieve gebruikers', deadlineFrom: 'Deadline vanaf', deadlineTo: 'Deadline tot', search: 'Zoeken', scope: 'Bereik',
  ids: 'Selectie', toSelection: 'Verstuur aan', assigneeId: 'Aan', teamId: 'Aan', value: 'Prioriteit', version: 'Versie', workflowType: 'Soort',
  dossierId: 'Dossier', deadline: 'Deadline', priorityId: 'Prioriteit', description: 'Omschrijving', subject: 'Onderwerp', aanleiding: 'Aanleiding',
  templateId: 'Template', page: 'Pagina', size: 'Aantal', sort: 'Sortering', done: 'Afgehandeld',
};
const config = (rule = workflow) => ({ access: rule, fieldLabels: labels });
const one = { params: recordIdParams, response: { 200: taskSchema } };
/** A row action on a task, or with ?workflowType=MAIL on a mail of the list. */
const rowAction = { params: recordIdParams, querystring: workflowItemQuery, response: { 200: z.union([taskSchema, workflowMailSchema]) } };

/** The workflow (spec 000 §7 "Workflow"); the dossier priority high/low lives with the dossier detail. */
const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/v1/workflow',
    { schema: { querystring: workflowQuerySchema, body: workflowFilterSchema, response: { 200: page(workflowItemSchema) } }, config: config() },
    async (request) => workflowList(db, request.user, request.query, request.body),
  );

  // The sidebar asks for the counts of every signed-in user; who holds no tasks gets zeros.
  app.get('/api/v1/workflow/count/unread', { schema: { querystring: unreadCountQuery, response: { 200: workflowCountsSchema } }, config: config(access.signedIn()) }, async (request) => {
    const { scope, ...range } = request.query;
    return workflowCounts(db, request.user, scope, range);
  });
  app.post('/api/v1/workflow/count/team', { schema: { body: countBodySchema, response: { 200: workflowCountsSchema } }, config: config() }, async (request) =>
    workflowCounts(db, request.user, 'TEAM', request.body),
  );
  app.post('/api/v1/workflow/count/all', { schema: { body: countBodySchema, response: { 200: workflowCountsSchema } }, config: config() }, async (request) =>
    workflowCounts(db, request.user, 'ALLE', request.body),
  );
  app.get('/api/v1/unread/details', { schema: { response: { 200: unreadDetailsSchema } }, config: config(access.signedIn()) }, async (request) => unreadDetails(db, request.user));

  app.get('/api/v1/workflow/delegate-to', { schema: { querystring: delegateToQuery, response: { 200: delegateTargetsSchema } }, config: config() }, async (request) =>
    delegateTargets(db, request.user, request.query.dossierId),
  );

  app.patch('/api/v1/workflow/mark-as-done', { schema: { body: groupDoneSchema, response: { 200: groupResultSchema } }, config: config() }, async (request) => ({
    items: await markDone(db, request.user, request.body.ids, true),
  }));
  app.patch('/api/v1/workflow/delegate', { schema: { body: groupDelegateSchema, response: { 200: groupResultSchema } }, config: config() }, async (request) => {
    const { ids, ...to } = request.body;
    return { items: await delegate(db, request.user, ids, to) };
  });

  app.post('/api/v1/workflow/create', { schema: { body: taskCreateSchema, response: { 201: taskSchema } }, config: config(access.anyOf(['NIEUWE_TAAK_NOTITIE'])) }, async (request, reply) =>
    reply.status(201).send(await createTask(db, request.user, request.body)),
  );

  app.get(
    '/api/v1/workflow/:id',
    { schema: { params: recordIdParams, querystring: workflowItemQuery, response: { 200: z.union([taskDetailSchema, workflowMailSchema]) } }, config: config() },
    async (request) =>
      request.query.workflowType === 'MAIL' ? openMailItem(db, request.user, request.params.id) : getTaskDetail(db, request.user, request.params.id),
  );
  app.put('/api/v1/workflow/:id', { schema: { ...one, querystring: workflowTypeQuery, body: workflowUpdateSchema }, config: config() }, async (request) =>
    updateTask(db, request.user, request.params.id, request.body),
  );

  for (const [path, done] of [['mark-as-done', true], ['mark-as-undone', false]] as const) {
    app.patch(`/api/v1/workflow/:id/${path}`, { schema: rowAction, config: config() }, async (request) =>
      request.query.workflowType === 'MAIL' ? mailItemDone(db, request.user, request.params.id, done) : (await markDone(db, request.user, [request.params.id], done))[0],
    );
  }
  app.patch('/api/v1/workflow/:id/delegate', { schema: { ...one, body: delegationSchema }, config: config() }, async (request) =>
    (await delegate(db, request.user, [request.params.id], request.body))[0],
  );
  app.patch('/api/v1/workflow/:id/priority', { schema: { ...rowAction, body: priorityChangeSchema }, config: config() }, async (request) =>
    request.query.workflowType === 'MAIL' ? mailItemPriority(db, request.user, request.params.id, request.body.value) : setPriority(db, request.user, request.params.id, request.body.value),
  );
};

export default workflowRoutes;
