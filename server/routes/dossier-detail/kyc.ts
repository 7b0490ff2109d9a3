import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compareExtractedData, getKycStep, listKycSteps } from '../../services/dossier-detail/kyc';
import { access } from '../../services/permissions/access';
import { positiveId, recordIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

/** KYC steps (spec 001 §7 "KYC steps"). */
const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const VIEW = { access: access.anyOf(DOSSIER_VIEW) };

  app.get('/api/v1/kyc-steps', { schema: { querystring: z.object({ dossierId: positiveId('Ongeldig dossiernummer.') }), response: { 200: z.array(answer.kycStep) } }, config: VIEW }, async (req) =>
    listKycSteps(db, req.user, req.query.dossierId),
  );
  app.get('/api/v1/kyc-steps/:id', { schema: { params: recordIdParams, response: { 200: answer.kycStep } }, config: VIEW }, async (req) => getKycStep(db, req.user, req.params.id));
  app.post(
    '/api/v1/kyc-steps/:id/compare-extracted-data',
    { schema: { params: recordIdParams, response: { 200: answer.kycStep } }, config: { access: access.anyOf(['DOSSIER_DETAIL_EDIT']) } },
    async (req) => compareExtractedData(db, req.user, req.params.id),
  );
};

export default kycRoutes;
