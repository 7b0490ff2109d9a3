import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BERICHT_SOORTEN, berichtTemplateEntity } from '../../../contract/bericht-template';
import type { EntityDef } from '../../../contract/entity';
import { mergeFieldsFor } from '../../../contract/merge-fields';
import { idParam, MSG, queryInt32 } from '../../../contract/rules';
import { type CrudExtension, labelsOf } from '../../crud/factory';
import { codeItemSchema } from '../../openapi/responses';
import { codeList } from '../../services/beheer/reference-lists';
import { checkedBody, choosableTemplates, ownedTemplates, populate, populateExample } from '../../services/bericht-templates/templates';
import { access } from '../../services/permissions/access';

const LABELS = labelsOf(berichtTemplateEntity as unknown as EntityDef);
/** Writing a message from a dossier (spec 001) fills a template too: the mail permission opens the preview and the choice. */
const USE = access.anyOf(['BEHEER_BERICHTTEMPLATES', 'MENU_BERICHTEN_VIEW']);
/** Choosing a template and filling it for a dossier: also who writes notes and tasks (the floating panel). */
const CHOOSE = access.anyOf(['BEHEER_BERICHTTEMPLATES', 'MENU_BERICHTEN_VIEW', 'NIEUWE_TAAK_NOTITIE']);

/** Lenders keep their own templates (the registry's `lenders` rule); every body is checked and sanitized before it is stored. */
export const berichtTemplatesExtension: CrudExtension = {
  ...ownedTemplates,
  beforeWrite: (body, user) => checkedBody(ownedTemplates.beforeWrite?.(body, user) ?? body, LABELS),
};

const populateParams = idParam().extend({ dossierId: queryInt32({ error: MSG.integer }).int(MSG.integer).positive('Onbekend dossier.') });
const codes = { response: { 200: z.array(codeItemSchema) } };
const populated = z.object({ id: z.number(), naam: z.string(), dossierId: z.number(), onderwerp: z.string(), inhoud: z.string() });
const choosable = z.object({ id: z.number(), naam: z.string(), categorie: z.string(), berichtsoort: z.string(), btl: z.boolean() });
const mergeFields = z.array(z.object({ id: z.string(), omschrijving: z.string(), groep: z.string(), voor: z.enum(['beide', 'particulier', 'btl']) }));

/** Message templates beyond CRUD (spec 002 §7 "Message templates"); the CRUD routes come from the factory. */
const berichtTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/bericht-templates/categories', { schema: codes, config: { access: USE } }, async () => codeList(db, 'communicatiesoorten'));

  // Only the message kinds the spec allows for templates (002 §5: AX, DA, DX, SX, OX).
  app.get('/api/v1/bericht-templates/types', { schema: codes, config: { access: USE } }, async () =>
    codeList(db, 'berichtsoorttypes', BERICHT_SOORTEN.map((s) => s.id)),
  );

  app.get(
    '/api/v1/bericht-templates/:id/populate/:dossierId',
    { schema: { params: populateParams, response: { 200: populated } }, config: { access: CHOOSE } },
    async (request) => populate(db, request.user, request.params.id, request.params.dossierId),
  );

  // Not a spec call: Beheer writes templates but may see no dossier, so it previews with a fictitious one (docs/beheer.md).
  app.get(
    '/api/v1/bericht-templates/:id/voorbeeld',
    { schema: { params: idParam(), response: { 200: populated.omit({ dossierId: true }) } }, config: { access: USE } },
    async (request) => populateExample(db, request.user, request.params.id),
  );

  // The templates a user may choose when writing a message; `handmatig=true` only the hand-picked ones.
  app.get(
    '/api/v1/rf/bericht-templates',
    {
      schema: { querystring: z.object({ handmatig: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional() }), response: { 200: z.array(choosable) } },
      config: { access: CHOOSE },
    },
    async (request) => choosableTemplates(db, request.user, request.query.handmatig === undefined ? undefined : request.query.handmatig === 'true'),
  );

  app.get('/api/v1/rs/mergeveldens', { schema: { response: { 200: mergeFields } }, config: { access: access.signedIn() } }, async () => mergeFieldsFor(false));
  app.get('/api/v1/rs/mergeveldens/btl', { schema: { response: { 200: mergeFields } }, config: { access: access.signedIn() } }, async () => mergeFieldsFor(true));
};

export default berichtTemplateRoutes;
