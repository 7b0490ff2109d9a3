import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BERICHT_SOORTEN, berichtTemplateEntity } from '../../../contract/bericht-template';
import type { EntityDef, FieldMeta } from '../../../contract/entity';
import { mergeFieldsFor } from '../../../contract/merge-fields';
import { idParam, MSG, queryInt32 } from '../../../contract/rules';
import type { CrudExtension } from '../../crud/factory';
import { lenderOwned } from '../../crud/lender-scope';
import { berichtTemplates, referentieWaarden } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { fillMergeFields, unknownMergeCodes } from '../../services/bericht-templates/populate';
import { mergeValues } from '../../services/bericht-templates/merge-values';
import { sanitizeBody } from '../../services/bericht-templates/sanitize';
import { readDossier } from '../../services/dossier-detail/access';
import { access, type SessionUser } from '../../services/permissions/access';

const entity = berichtTemplateEntity as unknown as EntityDef;
const LABELS = Object.fromEntries(Object.entries(entity.fields as Record<string, FieldMeta>).map(([name, meta]) => [name, meta.label]));
/** Writing a message from a dossier (spec 001) fills a template too: the mail permission opens the preview and the choice. */
const USE = access.anyOf(['BEHEER_BERICHTTEMPLATES', 'MENU_BERICHTEN_VIEW']);

const owned = lenderOwned(berichtTemplates.geldverstrekkerId);

/** The stored body is sanitized HTML whose merge fields all exist; the subject may carry merge fields too. */
const checkedBody = (body: Record<string, unknown>) => {
  const inhoud = sanitizeBody(String(body.inhoud ?? ''));
  const fields: Record<string, string> = {};
  // A body of only markup (an empty editor, or nothing but a removed script) is empty.
  if (!inhoud.replace(/<[^>]*>/g, '').trim()) fields.inhoud = MSG.required;
  for (const [name, text] of [['inhoud', inhoud], ['onderwerp', String(body.onderwerp ?? '')]] as const) {
    const unknown = unknownMergeCodes(text);
    if (unknown.length) fields[name] = `Onbekend samenvoegveld: ${unknown.map((c) => `{{${c}}}`).join(', ')}.`;
  }
  if (Object.keys(fields).length) throw validationError(fields, LABELS);
  return { ...body, inhoud };
};

/** Lenders keep their own templates (lender-scope.ts); every body is checked and sanitized before it is stored. */
export const berichtTemplatesExtension: CrudExtension = {
  ...owned,
  beforeWrite: (body, user) => checkedBody(owned.beforeWrite?.(body, user) ?? body),
};

const idParams = idParam();
const populateParams = idParams.extend({ dossierId: queryInt32({ error: MSG.integer }).int(MSG.integer).positive('Onbekend dossier.') });

/** Message templates beyond CRUD (spec 002 §7 "Message templates"); the CRUD routes come from the factory. */
const berichtTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const visible = (user: SessionUser, ...conditions: ReturnType<typeof eq>[]) => and(owned.scope?.(user), ...conditions);

  const codeList = (lijst: string, codes?: readonly string[]) =>
    db
      .select({ id: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving })
      .from(referentieWaarden)
      .where(and(eq(referentieWaarden.lijst, lijst), eq(referentieWaarden.active, true), codes ? inArray(referentieWaarden.code, [...codes]) : undefined))
      .orderBy(asc(referentieWaarden.volgorde));

  app.get('/api/v1/bericht-templates/categories', { config: { access: USE } }, async () => codeList('communicatiesoorten'));

  // Only the message kinds the spec allows for templates (002 §5: AX, DA, DX, SX, OX).
  app.get('/api/v1/bericht-templates/types', { config: { access: USE } }, async () =>
    codeList('berichtsoorttypes', BERICHT_SOORTEN.map((s) => s.id)),
  );

  app.get(
    '/api/v1/bericht-templates/:id/populate/:dossierId',
    { schema: { params: populateParams }, config: { access: USE } },
    async (request) => {
      const { id, dossierId } = request.params;
      const [template] = await db.select().from(berichtTemplates).where(visible(request.user, eq(berichtTemplates.id, id)));
      if (!template) throw notFound();
      // The dossier within the same scope as every dossier read: outside it, 404.
      const dossier = await readDossier(db, request.user, dossierId);
      const values = await mergeValues(db, dossier, request.user.id);
      return {
        id: template.id,
        naam: template.naam,
        dossierId: dossier.id,
        onderwerp: fillMergeFields(template.onderwerp, values, false),
        inhoud: fillMergeFields(template.inhoud, values, true),
      };
    },
  );

  // The templates a user may choose when writing a message; `handmatig=true` only the hand-picked ones.
  app.get(
    '/api/v1/rf/bericht-templates',
    { schema: { querystring: z.object({ handmatig: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional() }) }, config: { access: USE } },
    async (request) =>
      db
        .select({ id: berichtTemplates.id, naam: berichtTemplates.naam, categorie: berichtTemplates.categorie, berichtsoort: berichtTemplates.berichtsoort, btl: berichtTemplates.btl })
        .from(berichtTemplates)
        .where(
          visible(
            request.user,
            eq(berichtTemplates.active, true),
            ...(request.query.handmatig === undefined ? [] : [eq(berichtTemplates.handmatig, request.query.handmatig === 'true')]),
          ),
        )
        .orderBy(asc(berichtTemplates.naam)),
  );

  app.get('/api/v1/rs/mergeveldens', { config: { access: access.signedIn() } }, async () => mergeFieldsFor(false));
  app.get('/api/v1/rs/mergeveldens/btl', { config: { access: access.signedIn() } }, async () => mergeFieldsFor(true));
};

export default berichtTemplateRoutes;
