import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LENING_SUBS, LENINGDEEL_SUBS } from '../../../contract/mortgage-details';
import { readDossier } from '../../services/dossier-detail/access';
import { readFinancieleDekking, readHypotheek } from '../../services/dossier-detail/mortgage';
import { readLeningdeelSub, readLeningSub } from '../../services/dossier-detail/mortgage-details';
import { access } from '../../services/permissions/access';
import { dossierIdParams, positiveId } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

/** The mortgage reads of the detail (spec 001 §7 "Income and mortgage reads"). */
const dossierMortgageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { access: access.anyOf(DOSSIER_VIEW) };

  app.get('/api/v1/dossiers/:id/hypotheek', { schema: { params: dossierIdParams, response: { 200: answer.hypotheekWithParts } }, config }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return readHypotheek(db, req.params.id);
  });

  app.get('/api/v1/dossiers/:id/financieledekking', { schema: { params: dossierIdParams, response: { 200: answer.financieleDekking } }, config }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return readFinancieleDekking(db, req.params.id);
  });

  // The loan's and the loan part's details (docs/dossier-detail-forms.md "Mortgage sub-reads").
  const subConfig = { ...config, fieldLabels: { id: 'Nummer', sub: 'Onderdeel' } };
  const leningParams = z.object({
    id: positiveId('Ongeldig nummer van de lening.'),
    sub: z.enum(LENING_SUBS, { error: `Onbekend onderdeel van de lening; kies uit: ${LENING_SUBS.join(', ')}.` }),
  });
  app.get('/api/v1/dossiers/hypotheek/lening/:id/:sub', { schema: { params: leningParams, response: { 200: answer.leningSub } }, config: subConfig }, async (req) =>
    readLeningSub(db, req.user, req.params.id, req.params.sub),
  );

  const leningdeelParams = z.object({
    id: positiveId('Ongeldig nummer van het leningdeel.'),
    sub: z.enum(LENINGDEEL_SUBS, { error: `Onbekend onderdeel van het leningdeel; kies uit: ${LENINGDEEL_SUBS.join(', ')}.` }),
  });
  app.get('/api/v1/dossiers/hypotheek/leningdeel/:id/:sub', { schema: { params: leningdeelParams, response: { 200: answer.leningdeelSub } }, config: subConfig }, async (req) =>
    readLeningdeelSub(db, req.user, req.params.id, req.params.sub),
  );
};

export default dossierMortgageRoutes;
