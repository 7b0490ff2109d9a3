import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bezittingSchema, dienstbetrekkingenDeleteSchema, dienstbetrekkingenSchema, verplichtingSchema } from '../../../contract/dossier-forms';
import { readDossier } from '../../services/dossier-detail/access';
import {
  addBezitting,
  addVerplichting,
  deleteDienstbetrekkingen,
  INKOMEN_SOORTEN,
  putDienstbetrekkingen,
  readBezittingen,
  readIncome,
  readVerplichtingen,
  type InkomenPad,
} from '../../services/dossier-detail/income';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { noContent } from '../../openapi/responses';
import * as answer from './responses';

const VIEW = { access: access.anyOf(DOSSIER_VIEW) };
const EDIT = { access: access.anyOf(['DOSSIER_DETAIL_EDIT']) };
const INCOME_LABELS = { werkgever: 'Werkgever', dienstverband: 'Dienstverband', brutoJaarbedrag: 'Bruto jaarbedrag', soort: 'Soort', waarde: 'Waarde', bedrag: 'Bedrag', maandlast: 'Maandlast', kredietgever: 'Kredietgever' };

/** The aanvraag-inkomen tab (spec 001 §3 income; §7 "Income and mortgage reads"). */
const dossierIncomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const kinds = Object.keys(INKOMEN_SOORTEN) as [InkomenPad, ...InkomenPad[]];
  app.get(
    '/api/v1/dossier/:id/inkomen/:soort',
    { schema: { params: dossierIdParams.extend({ soort: z.enum([...kinds, 'bezittingen', 'verplichtingen'], { error: 'Onbekende soort inkomen.' }) }), response: { 200: answer.incomeKindList } }, config: VIEW },
    async (req) => {
      await readDossier(db, req.user, req.params.id);
      const { soort } = req.params;
      if (soort === 'bezittingen') return readBezittingen(db, req.params.id);
      if (soort === 'verplichtingen') return readVerplichtingen(db, req.params.id);
      return readIncome(db, req.params.id, soort);
    },
  );

  app.put(
    '/api/v1/dossier/:id/inkomen/dienstbetrekkingen',
    { schema: { params: dossierIdParams, body: dienstbetrekkingenSchema, response: { 200: z.array(answer.income) } }, config: { ...EDIT, fieldLabels: INCOME_LABELS } },
    async (req) => putDienstbetrekkingen(db, req.user, req.params.id, req.body),
  );

  app.delete(
    '/api/v1/dossier/:id/inkomen/dienstbetrekkingen',
    { schema: { params: dossierIdParams, body: dienstbetrekkingenDeleteSchema, response: { 204: noContent } }, config: EDIT },
    async (req, reply) => {
      await deleteDienstbetrekkingen(db, req.user, req.params.id, req.body.ids);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/dossier/:id/inkomen/bezittingen',
    { schema: { params: dossierIdParams, body: bezittingSchema, response: { 201: answer.bezitting } }, config: { ...EDIT, fieldLabels: INCOME_LABELS } },
    async (req, reply) => reply.status(201).send(await addBezitting(db, req.user, req.params.id, req.body)),
  );

  app.post(
    '/api/v1/dossier/:id/inkomen/verplichtingen',
    { schema: { params: dossierIdParams, body: verplichtingSchema, response: { 201: answer.verplichting } }, config: { ...EDIT, fieldLabels: INCOME_LABELS } },
    async (req, reply) => reply.status(201).send(await addVerplichting(db, req.user, req.params.id, req.body)),
  );
};

export default dossierIncomeRoutes;
