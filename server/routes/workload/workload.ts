import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateParam } from '../../../contract/dossier-search';
import { WORKLOAD_STATUS_CODES } from '../../../contract/workload';
import { notFound } from '../../errors';
import { userName, workloadViewSchema } from '../../services/dossiers/rows';
import { access, type SessionUser } from '../../services/permissions/access';
import { applyWorkload, assignRateOffers, assignTo, handOverTo, statusTarget, WORKLOAD_USER_TYPES, workloadViews } from '../../services/workload/assign';
import { loadCalendar } from '../../services/workload/calendar';
import { workloadCounters } from '../../services/workload/counters';
import { handlerLoads } from '../../services/workload/medewerkers';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { int32, queryInt32 } from '../../../contract/rules';

const MSG_ID = 'Let op: alleen cijfers toegestaan.';
const positiveId = (message = MSG_ID) => queryInt32({ error: message }).int(message).positive(message);
const status = z.enum(WORKLOAD_STATUS_CODES, { error: 'Kies een werkvoorraadstatus: UITZETTEN, UITGEZET, BEHANDELING of AFGEROND.' });
const LABELS = { status: 'Status', gebruiker: 'Behandelaar', dossiers: 'Dossiers', aantal: 'Aantal', dateRangeStart: 'Vanaf', dateRangeEnd: 'Tot en met' };
const ASSIGN = { access: access.anyOf(['DOSSIER_WERKVERDELER_ASSIGN']), fieldLabels: LABELS };

const count = z.number().int();
const dossierWorkload = workloadViewSchema.extend({ dossierId: z.number().int() });
const one = { 200: dossierWorkload };
const many = { 200: z.array(dossierWorkload) };
const counters = z.object({
  alle: count.describe('every unarchived dossier of the group the user may see'),
  afgerond: count,
  morgen: count,
  sla: count,
  afgerond_RA: count.describe('_RA: the rate-offer (renteaanbod) phase'),
  morgen_RA: count,
  sla_RA: count,
});
const handlerLoad = userName.extend({
  uitgezet: count,
  behandeling: count,
  totaal: count.describe('UITGEZET plus BEHANDELING'),
  sla: count,
  morgen: count,
  afgerondVandaag: count,
});

/** Workload and werkverdeling (spec 001 §7 "Workload"; docs/workload.md, docs/api-dossiers.md). */
const workloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = async (user: SessionUser, ids: number[]) => workloadViews(app.db, user, ids, await loadCalendar(app.db));
  const view = async (user: SessionUser, id: number) => {
    const [view] = await views(user, [id]);
    if (!view) throw notFound();
    return view;
  };

  app.get(
    '/api/v1/workload/dossier/:id',
    { schema: { params: z.object({ id: positiveId() }), response: one }, config: { access: access.anyOf([...DOSSIER_VIEW, 'MENU_WERKVERDELING_VIEW']) } },
    async (request) => view(request.user, request.params.id),
  );

  /** Staff change the status; handing a dossier to someone else takes DOSSIER_WERKVERDELER_ASSIGN. */
  app.post(
    '/api/v1/workload/dossier/:id/status',
    {
      schema: { params: z.object({ id: positiveId() }), body: z.object({ status, gebruiker: positiveId().nullish() }), response: one },
      config: {
        access: access.anyOf(['MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW', 'MENU_WERKVERDELING_VIEW', 'DOSSIER_WERKVERDELER_ASSIGN'], WORKLOAD_USER_TYPES),
        fieldLabels: LABELS,
      },
    },
    async (request) => {
      const { user } = request;
      await applyWorkload(app.db, user, [request.params.id], statusTarget(user, request.body.status, request.body.gebruiker), {
        selfOnly: !user.permissions.has('DOSSIER_WERKVERDELER_ASSIGN'),
      });
      return view(user, request.params.id);
    },
  );

  /** The sidebar counters of Dossiers and CDS (afgerond, morgen, sla and their _RA variants). */
  app.get(
    '/api/v1/workload/dossiers/status',
    {
      schema: {
        querystring: z.object({ dateRangeStart: dateParam, dateRangeEnd: dateParam }),
        response: { 200: z.object({ dossiers: counters, cds: counters }) },
      },
      config: { access: access.anyOf(['DOSSIER_LIST_WERKVERDELER_FILTERS']), fieldLabels: LABELS },
    },
    async (request) =>
      workloadCounters(app.db, request.user, await loadCalendar(app.db), {
        from: request.query.dateRangeStart,
        to: request.query.dateRangeEnd,
      }),
  );

  app.put(
    '/api/v1/workload/dossier/:id/assign/:user',
    { schema: { params: z.object({ id: positiveId(), user: positiveId() }), response: one }, config: ASSIGN },
    async (request) => {
      await applyWorkload(app.db, request.user, [request.params.id], assignTo(request.params.user));
      return view(request.user, request.params.id);
    },
  );

  /** Bulk assignment from werkverdeling: all dossiers or none. */
  app.put(
    '/api/v1/workload/dossier/assign/:user',
    {
      schema: {
        params: z.object({ user: positiveId() }),
        body: z.object({
          dossiers: z.array(positiveId(), { error: 'Kies een of meer dossiers.' }).min(1, 'Kies een of meer dossiers.').max(500, 'Maximaal 500 dossiers tegelijk.'),
          status: status.exclude(['UITZETTEN']).default('UITGEZET'),
        }),
        response: many,
      },
      config: ASSIGN,
    },
    async (request) => {
      const ids = await applyWorkload(app.db, request.user, request.body.dossiers, assignTo(request.params.user, request.body.status));
      return views(request.user, ids);
    },
  );

  /** Hands the rate offers that wait longest to a user (default one, at most 100 at a time). */
  app.put(
    '/api/v1/workload/renteaanbod/dossier/assign/:user',
    {
      schema: {
        params: z.object({ user: positiveId() }),
        body: z.object({ aantal: int32({ error: MSG_ID }).int(MSG_ID).min(1, MSG_ID).max(100, 'Maximaal 100 tegelijk.').default(1) }).nullish(),
        response: many,
      },
      config: ASSIGN,
    },
    async (request) => {
      const ids = await assignRateOffers(app.db, request.user, request.params.user, request.body?.aantal ?? 1);
      return views(request.user, ids);
    },
  );

  /** Changes the handler of a dossier and keeps its workload status. */
  app.put(
    '/api/v1/dossiers/:id/gebruikers/:user',
    { schema: { params: z.object({ id: positiveId(), user: positiveId() }), response: one }, config: ASSIGN },
    async (request) => {
      await applyWorkload(app.db, request.user, [request.params.id], handOverTo(request.params.user));
      return view(request.user, request.params.id);
    },
  );

  app.get(
    '/api/v1/medewerkers/workload',
    { schema: { response: { 200: z.array(handlerLoad) } }, config: { access: access.anyOf(['MENU_WERKVERDELING_VIEW', 'DOSSIER_WERKVERDELER_ASSIGN']) } },
    async (request) => handlerLoads(app.db, request.user, await loadCalendar(app.db)),
  );
};

export default workloadRoutes;
