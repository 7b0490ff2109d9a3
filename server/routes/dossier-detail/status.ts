import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLOSE_LABELS,
  closeSchema,
  forwardSchema,
  kantoorLinkSchema,
  rejectSchema,
  statusVersionSchema,
  subStatusSchema,
} from '../../../contract/dossier-status';
import { access } from '../../services/permissions/access';
import { checkGeldverstrekker, checkKantoor, checkReden, listRedenen, statusAction } from '../../services/dossier-detail/status';
import { boardLoan } from '../../services/servicing/transactions';
import { idParam, queryInt32 } from '../../../contract/rules';
import * as answer from './responses';

const idParams = idParam('Ongeldig dossiernummer.');
const STATUS = { access: access.anyOf(['DOSSIER_DETAIL_STATUS']) };
/** Every status action answers the dossier's status fields. */
const response = { 200: answer.statusFields };

/** The status actions of a dossier (spec 001 §4 and §7; transitions in docs/dossier-status.md). */
const dossierStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/rs/redenbeeindigings', { schema: { response: { 200: answer.redenen } }, config: { access: access.signedIn() } }, async () => listRedenen(db));

  for (const [level, prioriteit] of [
    ['high', 'HOOG'],
    ['low', 'LAAG'],
  ] as const) {
    app.patch(
      `/api/v1/workflow/dossier/:id/priority/${level}`,
      { schema: { params: idParams, body: statusVersionSchema.nullish(), response }, config: STATUS },
      async (req) => statusAction(db, req.user, req.params.id, 'priority', req.body?.version, () => ({ prioriteit })),
    );
  }

  app.post('/api/v1/dossiers/:id/reject', { schema: { params: idParams, body: rejectSchema.nullish(), response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'reject', req.body?.version, () => ({
      status: 'AFGEWEZEN',
      statusToelichting: req.body?.toelichting ?? null,
    })),
  );

  /** Changes the explanation of a rejection already made. */
  app.put('/api/v1/dossiers/:id/reject', { schema: { params: idParams, body: rejectSchema, response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'rejectUpdate', req.body.version, () => ({ statusToelichting: req.body.toelichting })),
  );

  app.post(
    '/api/v1/dossiers/:id/close',
    { schema: { params: idParams, body: closeSchema, response }, config: { ...STATUS, fieldLabels: CLOSE_LABELS } },
    async (req) =>
      statusAction(db, req.user, req.params.id, 'close', req.body.version, async (_d, tx) => {
        await checkReden(tx, req.body.redenBeeindigingId);
        return { status: 'BEEINDIGD', redenBeeindigingId: req.body.redenBeeindigingId, statusToelichting: req.body.toelichting };
      }),
  );

  app.patch('/api/v1/dossiers/:id/reopen', { schema: { params: idParams, body: statusVersionSchema.nullish(), response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'reopen', req.body?.version, () => ({
      status: 'LOPEND',
      redenBeeindigingId: null,
      statusToelichting: null,
    })),
  );

  app.patch('/api/v1/dossiers/:id/afronden', { schema: { params: idParams, body: statusVersionSchema.nullish(), response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'afronden', req.body?.version, () => ({ status: 'AFGEROND' })),
  );

  // A GET that changes the dossier, as the spec names it; the access plugin still demands the permission.
  app.get('/api/v1/dossiers/:id/unarchive', { schema: { params: idParams, response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'unarchive', undefined, () => ({ gearchiveerd: false })),
  );

  app.put('/api/v1/dossiers/:id/forward', { schema: { params: idParams, body: forwardSchema, response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'forward', req.body.version, async (d, tx) => {
      await checkGeldverstrekker(tx, d, req.body.geldverstrekkerId);
      return { geldverstrekkerId: req.body.geldverstrekkerId };
    }),
  );

  app.post(
    '/api/v1/dossiers/:id/sendtoservicing',
    { schema: { params: idParams, body: statusVersionSchema.nullish(), response }, config: { access: access.anyOf(['BTL_DOSSIER_NAAR_BEHEER']) } },
    async (req) =>
      statusAction(db, req.user, req.params.id, 'sendToServicing', req.body?.version, async (_d, tx) => {
        // The loan's ledger starts with what is taken over (docs/transactions.md).
        await boardLoan(tx, req.params.id, req.user.id);
        return { leningType: 'SERVICING' };
      }),
  );

  app.put('/api/v1/dossiers/:id/substatus', { schema: { params: idParams, body: subStatusSchema, response }, config: STATUS }, async (req) =>
    statusAction(db, req.user, req.params.id, 'substatus', req.body.version, () => ({ subStatus: req.body.subStatus })),
  );

  const KANTOOR = { access: access.anyOf(['DOSSIER_DETAIL_KANTOOR']) };
  app.put(
    '/api/v1/dossiers/:id/kantoor/:kantoorId',
    {
      schema: {
        params: idParams.extend({ kantoorId: queryInt32({ error: 'Ongeldig kantoor.' }).int().positive('Ongeldig kantoor.') }),
        body: kantoorLinkSchema.nullish(),
        response,
      },
      config: KANTOOR,
    },
    async (req) =>
      statusAction(db, req.user, req.params.id, 'kantoor', req.body?.version, async (_d, tx) => {
        const adviseurId = req.body?.adviseurId ?? null;
        await checkKantoor(tx, req.params.kantoorId, adviseurId);
        return { kantoorId: req.params.kantoorId, adviseurId };
      }),
  );

  app.delete('/api/v1/dossiers/:id/kantoor', { schema: { params: idParams, response }, config: KANTOOR }, async (req) =>
    statusAction(db, req.user, req.params.id, 'kantoor', undefined, () => ({ kantoorId: null, adviseurId: null })),
  );
};

export default dossierStatusRoutes;
