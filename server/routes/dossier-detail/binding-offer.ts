import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindingOfferTextSchema } from '../../../contract/dossier-parties';
import { checkBindingOffer, putBindingOfferText, readBindingOfferText } from '../../services/dossier-detail/binding-offer';
import { access } from '../../services/permissions/access';
import { positiveId } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

const byDossier = z.object({ dossierId: positiveId('Ongeldig dossiernummer.') });

/** The binding offer text (spec 001 §7 "Approvals and binding offer"). */
const bindingOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const VIEW = { access: access.anyOf(DOSSIER_VIEW) };

  app.get('/api/v1/check-binding-offer', { schema: { querystring: byDossier, response: { 200: answer.bindingOfferCheck } }, config: VIEW }, async (req) =>
    checkBindingOffer(db, req.user, req.query.dossierId),
  );
  app.get('/api/v1/binding-offer-text', { schema: { querystring: byDossier, response: { 200: answer.bindingOfferText } }, config: VIEW }, async (req) =>
    readBindingOfferText(db, req.user, req.query.dossierId),
  );
  app.put(
    '/api/v1/binding-offer-text',
    { schema: { body: bindingOfferTextSchema, response: { 200: answer.bindingOfferText } }, config: { access: access.anyOf(['DOSSIER_DETAIL_EDIT']), fieldLabels: { tekst: 'Tekst' } } },
    async (req) => putBindingOfferText(db, req.user, req.body),
  );
};

export default bindingOfferRoutes;
