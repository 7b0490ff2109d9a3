import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dossierTasksQuery,
  referenceOptionSchema,
  taskCreateSchema,
  taskDetailSchema,
  taskListFilterSchema,
  taskPageQuery,
  taskSchema,
  taskSearchSchema,
  taskUpdateSchema,
  TASK_MESSAGES,
} from '../../../contract/tasks';
import { moment } from '../../../contract/documents';
import { binary, page } from '../../openapi/responses';
import { access } from '../../services/permissions/access';
import { defaultDeadline } from '../../services/tasks/deadlines';
import { dossierTasks, myTasks, searchTasks, teammatesTasks, userTasks } from '../../services/tasks/lists';
import { getTaskDetail } from '../../services/tasks/read';
import { REPORT_FORMATS, taskReport, type ReportFormat } from '../../services/tasks/report';
import { taskPriorities, taskTypes } from '../../services/tasks/types';
import { createTask, linkDossier, markUnread, toggleArchived, toggleDone, togglePriority, updateTask } from '../../services/tasks/write';
import { dossierIdParams, positiveId, recordIdParams } from '../dossier-detail/params';

/** Tasks are staff work: the Taken or Workflow screen opens them; creating one is the panel's right. */
const work = access.anyOf(['MENU_TAKEN_VIEW', 'MENU_WORKFLOW_VIEW']);
const create = access.anyOf(['NIEUWE_TAAK_NOTITIE']);
const labels = {
  dossierId: 'Dossier', toSelection: 'Verstuur aan', assigneeId: 'Aan', teamId: 'Aan', typeId: 'Categorie', deadline: 'Deadline',
  priorityId: 'Prioriteit', description: 'Omschrijving', subject: 'Onderwerp', aanleiding: 'Aanleiding', templateId: 'Template',
  version: 'Versie', page: 'Pagina', size: 'Aantal', sort: 'Sortering', gebruikers: 'Medewerkers', teams: 'Teams', direction: 'Richting',
};
const config = (rule: typeof work) => ({ access: rule, fieldLabels: labels });
const taskPage = { 200: page(taskSchema) };
const report = binary(['text/csv', 'application/pdf'], 'Het takenrapport (csv of pdf)');

/** Tasks (spec 000 §3–§7: /taken, the task lists per person and team, the categories and priorities). */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/v1/taken/search',
    { schema: { querystring: taskPageQuery, body: taskSearchSchema, response: taskPage }, config: config(work) },
    async (request) => searchTasks(db, request.user, request.query, request.body),
  );

  app.get(
    '/api/v1/taken/standaard-deadline',
    { schema: { response: { 200: z.object({ deadline: moment }) } }, config: config(create) },
    async () => defaultDeadline(db),
  );

  app.get('/api/v1/taken/:id', { schema: { params: recordIdParams, response: { 200: taskDetailSchema } }, config: config(work) }, async (request) =>
    getTaskDetail(db, request.user, request.params.id),
  );

  const sendReport = async (request: FastifyRequest, reply: FastifyReply, search: z.output<typeof taskSearchSchema>, format: ReportFormat) => {
    const file = await taskReport(db, request.user, search, format);
    return reply.type(file.type).header('Content-Disposition', `attachment; filename="${file.name}"`).send(file.body);
  };

  app.post('/api/v1/taken/report', { schema: { body: taskSearchSchema, response: { 200: report } }, config: config(work) }, async (request, reply) =>
    sendReport(request, reply, request.body, 'csv'),
  );

  app.post(
    '/api/v1/taken/report/:x',
    {
      schema: { params: z.object({ x: z.string().toLowerCase().pipe(z.enum(REPORT_FORMATS, { error: TASK_MESSAGES.unknownReport })) }), body: taskSearchSchema, response: { 200: report } },
      config: { ...config(work), fieldLabels: { ...labels, x: 'Formaat' } },
    },
    async (request, reply) => sendReport(request, reply, request.body, request.params.x),
  );

  const paging = taskPageQuery.omit({ dossierId: true });
  app.post('/api/v1/gebruikers/taken', { schema: { querystring: paging, body: taskListFilterSchema, response: taskPage }, config: config(work) }, async (request) =>
    myTasks(db, request.user, request.query, request.body),
  );

  app.post(
    '/api/v1/gebruikers/:userId/taken',
    { schema: { params: z.object({ userId: positiveId('Onbekende medewerker.') }), querystring: paging, body: taskListFilterSchema, response: taskPage }, config: config(work) },
    async (request) => userTasks(db, request.user, request.params.userId, request.query, request.body),
  );

  app.post(
    '/api/v1/gebruikers/current/teammates/taken',
    { schema: { querystring: paging, body: taskListFilterSchema, response: taskPage }, config: config(work) },
    async (request) => teammatesTasks(db, request.user, request.query, request.body),
  );

  const action = (path: string, run: typeof toggleDone) =>
    app.put(path, { schema: { params: recordIdParams, response: { 200: taskSchema } }, config: config(work) }, async (request) => run(db, request.user, request.params.id));
  action('/api/v1/taken/:id/priority', togglePriority);
  action('/api/v1/taken/:id/done', toggleDone);
  action('/api/v1/taken/:id/ongelezen', markUnread);
  action('/api/v1/taken/:id/archiveer', toggleArchived);

  app.put(
    '/api/v1/taken/:id/koppel/:dossierId',
    { schema: { params: z.object({ id: positiveId('Ongeldig nummer.'), dossierId: positiveId('Ongeldig dossiernummer.') }), response: { 200: taskSchema } }, config: config(work) },
    async (request) => linkDossier(db, request.user, request.params.id, request.params.dossierId),
  );

  app.post('/api/v1/taken', { schema: { body: taskCreateSchema, response: { 201: taskSchema } }, config: config(create) }, async (request, reply) =>
    reply.status(201).send(await createTask(db, request.user, request.body)),
  );

  app.put('/api/v1/taken', { schema: { body: taskUpdateSchema, response: { 200: taskSchema } }, config: config(work) }, async (request) => {
    const { id, ...changes } = request.body;
    return updateTask(db, request.user, id, changes);
  });

  app.get(
    '/api/v1/rs/taak/types',
    { schema: { querystring: z.object({ sort: z.enum(['displayName,asc', 'displayName,desc'], { error: 'Sorteer op displayName,asc of displayName,desc.' }).optional() }), response: { 200: z.array(referenceOptionSchema) } }, config: config(access.signedIn()) },
    async (request) => taskTypes(db, request.query.sort === 'displayName,desc' ? 'desc' : 'asc'),
  );

  app.get('/api/v1/rs/taak/priorities', { schema: { response: { 200: z.array(referenceOptionSchema) } }, config: config(access.signedIn()) }, async () => taskPriorities());

  app.get(
    '/api/v1/dossiers/:id/taken',
    { schema: { params: dossierIdParams, querystring: dossierTasksQuery, response: taskPage }, config: config(access.anyOf(['DOSSIER_DETAIL_COMMUNICATIE'])) },
    async (request) => dossierTasks(db, request.user, request.params.id, request.query),
  );
};

export default taskRoutes;
