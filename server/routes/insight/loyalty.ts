import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltyOfficeSchema, loyaltyOverviewSchema } from '../../../contract/insight/loyalty';
import { enqueue } from '../../services/jobs/queue';
import { loyaltyOverview, officeLoyalty, recordClosedQuarters } from '../../services/insight/loyalty';
import { access } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { amsterdamDay } from '../../services/workload/calendar';
import { recordIdParams } from '../dossier-detail/params';

const JOB = 'loyaliteit.kwartalen';
const adviser = access.anyOf(['MENU_LOYALTY_VIEW'], ['A']);
const staff = access.anyOf(['MENU_LOYALTY_VIEW'], STAFF_TYPES);
const either = access.anyOf(['MENU_LOYALTY_VIEW'], ['A', ...STAFF_TYPES]);

/** The next quarter's first day, a little after midnight in Amsterdam, when the quarter before is over. */
const nextQuarterStart = (today: string) => {
  const [y, m] = today.split('-').map(Number);
  const month = Math.floor((m - 1) / 3) * 3 + 3;
  return new Date(Date.UTC(y + Math.floor(month / 12), month % 12, 1, 1, 0));
};

/**
 * The advisers' loyalty programme (spec 002 §1, §7 "Calls for loyalty: not shown"; ours, docs/insight.md).
 * The job records each finished quarter's levels, then plans itself for the start of the next quarter.
 */
const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.jobs.register(JOB, async (job) => {
    const today = amsterdamDay(new Date());
    await job.progress(0, 1);
    const recorded = await recordClosedQuarters(db, today);
    await job.progress(1);
    const next = nextQuarterStart(today);
    await enqueue(db, JOB, {}, { key: `${JOB}:${next.toISOString().slice(0, 7)}`, runAt: next });
    return { vastgelegd: recorded };
  });
  app.addHook('onReady', async () => {
    await enqueue(db, JOB, {}, { key: JOB });
  });

  app.get('/api/v1/loyaliteit', { schema: { response: { 200: loyaltyOfficeSchema } }, config: { access: adviser } }, async (request) =>
    officeLoyalty(db, request.user, amsterdamDay(new Date())),
  );

  app.get('/api/v1/loyaliteit/kantoren', { schema: { response: { 200: loyaltyOverviewSchema } }, config: { access: staff } }, async () =>
    loyaltyOverview(db, amsterdamDay(new Date())),
  );

  app.get('/api/v1/loyaliteit/kantoren/:id', { schema: { params: recordIdParams, response: { 200: loyaltyOfficeSchema } }, config: { access: either } }, async (request) =>
    officeLoyalty(db, request.user, amsterdamDay(new Date()), request.params.id),
  );
};

export default loyaltyRoutes;
