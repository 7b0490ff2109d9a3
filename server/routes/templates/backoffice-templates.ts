import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKOFFICE_TEMPLATE_LABELS,
  backofficeTemplateSchema,
  type BackofficeTemplate,
} from '../../../contract/backoffice-template';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { isUniqueViolation } from '../../crud/factory';
import type { Db } from '../../db/client';
import { backofficeTemplateGebruik, backofficeTemplates, backofficeTemplateVariabelen, bestanden } from '../../db/schema';
import { notFound, stale, validationError } from '../../errors';
import { access, allows, type SessionUser } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { deleteFiles, fileById, insertFile } from '../../services/storage/records';
import { readUpload, requireFile } from '../../services/storage/upload';
import { idParam, int32, queryInt32 } from '../../../contract/rules';

/** Not for lenders (spec 002 §2): staff types only (services/permissions/staff.ts). */
const manage = access.anyOf(['BEHEER_BACKOFFICE_TEMPLATES'], STAFF_TYPES);
const PATH = '/api/v1/back-office-template';

const idParams = idParam();
const intParam = queryInt32({ error: 'Let op: alleen cijfers toegestaan.' }).int('Let op: alleen cijfers toegestaan.');
const listQuery = z.object({
  page: intParam.pipe(z.number().min(0, 'De pagina begint bij 0.')).optional(),
  size: intParam.pipe(z.number().min(1).max(500, 'Maximaal 500 per pagina.')).optional(),
  // The spec sorts on the name only, either way; the id keeps pages stable.
  sort: z.enum(['name,asc', 'name,desc'], { error: "Sorteer op 'name,asc' of 'name,desc'." }).optional(),
  active: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional(),
  name: z.string().trim().max(100).optional(),
});
const updateBody = backofficeTemplateSchema.extend({ version: int32({ error: 'Versie ontbreekt.' }).int() });
const config = { access: manage, fieldLabels: BACKOFFICE_TEMPLATE_LABELS };

const columns = {
  id: backofficeTemplates.id,
  version: backofficeTemplates.version,
  name: backofficeTemplates.name,
  onderwerp: backofficeTemplates.onderwerp,
  omschrijving: backofficeTemplates.omschrijving,
  active: backofficeTemplates.active,
  pdfKey: bestanden.sleutel,
  pdfNaam: bestanden.naam,
  pdfMimeType: bestanden.mimeType,
  pdfGrootte: bestanden.grootte,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const withoutVariables = ({ pdfKey, pdfNaam, pdfMimeType, pdfGrootte, ...template }: Row) => ({
  ...template,
  pdf: pdfNaam ? { key: pdfKey, naam: pdfNaam, mimeType: pdfMimeType, grootte: pdfGrootte } : null,
});

const selectTemplates = (db: Db) =>
  db.select(columns).from(backofficeTemplates).leftJoin(bestanden, eq(bestanden.id, backofficeTemplates.bestandId));

async function loadTemplate(db: Db, id: number): Promise<BackofficeTemplate> {
  const [row] = await selectTemplates(db).where(eq(backofficeTemplates.id, id));
  if (!row) throw notFound();
  const variables = await db
    .select({ id: backofficeTemplateVariabelen.id, naam: backofficeTemplateVariabelen.naam, omschrijving: backofficeTemplateVariabelen.omschrijving })
    .from(backofficeTemplateGebruik)
    .innerJoin(backofficeTemplateVariabelen, eq(backofficeTemplateVariabelen.id, backofficeTemplateGebruik.variabeleId))
    .where(eq(backofficeTemplateGebruik.templateId, id))
    .orderBy(asc(backofficeTemplateVariabelen.naam));
  return { ...withoutVariables(row as Row), variables: variables.map((v) => ({ ...v, activeYN: true as const })) } as BackofficeTemplate;
}

type Body = z.infer<typeof backofficeTemplateSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Only the variables sent with activeYN true are kept (spec 002 §5); each must exist. */
async function keptVariables(tx: Tx, variables: Body['variables']) {
  const ids = [...new Set(variables.filter((v) => v.activeYN).map((v) => v.id))];
  if (!ids.length) return ids;
  const known = await tx.select({ id: backofficeTemplateVariabelen.id }).from(backofficeTemplateVariabelen).where(inArray(backofficeTemplateVariabelen.id, ids));
  if (known.length !== ids.length) throw validationError({ variables: 'Onbekende variabele.' }, BACKOFFICE_TEMPLATE_LABELS);
  return ids;
}

async function replaceVariables(tx: Tx, templateId: number, ids: number[]) {
  await tx.delete(backofficeTemplateGebruik).where(eq(backofficeTemplateGebruik.templateId, templateId));
  if (ids.length) await tx.insert(backofficeTemplateGebruik).values(ids.map((variabeleId) => ({ templateId, variabeleId })));
}

const refuseDuplicateName = (error: unknown): never => {
  if (isUniqueViolation(error)) throw validationError({ name: SERVER_MESSAGES.duplicate }, BACKOFFICE_TEMPLATE_LABELS);
  throw error;
};

/** Whether `user` may read stored file `bestandId` as the PDF of a template (GET /files/{key}). */
export async function templateFileReadable(db: Db, bestandId: number, user: SessionUser) {
  if (!allows(manage, user)) return false;
  const [row] = await db.select({ id: backofficeTemplates.id }).from(backofficeTemplates).where(eq(backofficeTemplates.bestandId, bestandId));
  return !!row;
}

/** Back-office e-mail templates with their PDF and variables (spec 002 §7, docs/files.md). */
const backofficeTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get('/api/v1/back-office-template-variable', { config: { access: manage } }, async () =>
    db.select().from(backofficeTemplateVariabelen).orderBy(asc(backofficeTemplateVariabelen.naam)),
  );

  app.get(PATH, { schema: { querystring: listQuery }, config: { access: manage } }, async (request) => {
    const { page, size, sort, active, name } = request.query;
    const conditions: SQL[] = [];
    if (active !== undefined) conditions.push(eq(backofficeTemplates.active, active === 'true'));
    if (name) conditions.push(sql`${backofficeTemplates.name} ilike ${`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    const where = and(...conditions);
    const byName = sort === 'name,desc' ? desc(sql`lower(${backofficeTemplates.name})`) : asc(sql`lower(${backofficeTemplates.name})`);
    const query = selectTemplates(db).where(where).orderBy(byName, asc(backofficeTemplates.id));
    if (page === undefined && size === undefined) return (await query.limit(1000)).map((r) => withoutVariables(r as Row));
    const pageSize = size ?? 25;
    const [rows, [{ total }]] = await Promise.all([
      query.limit(pageSize).offset((page ?? 0) * pageSize),
      db.select({ total: count() }).from(backofficeTemplates).where(where),
    ]);
    return {
      content: rows.map((r) => withoutVariables(r as Row)),
      totalElements: total,
      totalPages: Math.ceil(total / pageSize),
      number: page ?? 0,
      size: pageSize,
    };
  });

  app.get(`${PATH}/:id`, { schema: { params: idParams }, config: { access: manage } }, async (request) =>
    loadTemplate(db, request.params.id),
  );

  app.post(PATH, { schema: { body: backofficeTemplateSchema }, config }, async (request, reply) => {
    const { variables, ...fields } = request.body;
    const id = await db
      .transaction(async (tx) => {
        const ids = await keptVariables(tx, variables);
        const [row] = await tx.insert(backofficeTemplates).values(fields).returning({ id: backofficeTemplates.id });
        await replaceVariables(tx, row.id, ids);
        return row.id;
      })
      .catch(refuseDuplicateName);
    return reply.status(201).send(await loadTemplate(db, id));
  });

  app.put(`${PATH}/:id`, { schema: { params: idParams, body: updateBody }, config }, async (request) => {
    const { version, variables, ...fields } = request.body;
    const { id } = request.params;
    await db
      .transaction(async (tx) => {
        const [current] = await tx.select({ version: backofficeTemplates.version }).from(backofficeTemplates).where(eq(backofficeTemplates.id, id));
        if (!current) throw notFound();
        const ids = await keptVariables(tx, variables);
        // The version check in the update itself settles a race with another writer.
        const [row] = await tx
          .update(backofficeTemplates)
          .set({ ...fields, version: version + 1, updatedAt: new Date() })
          .where(and(eq(backofficeTemplates.id, id), eq(backofficeTemplates.version, version)))
          .returning({ id: backofficeTemplates.id });
        if (!row) throw stale();
        await replaceVariables(tx, id, ids);
      })
      .catch(refuseDuplicateName);
    return loadTemplate(db, id);
  });

  app.delete(`${PATH}/:id`, { schema: { params: idParams }, config: { access: manage } }, async (request, reply) => {
    await storage.withCommit([], () =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(backofficeTemplates).where(eq(backofficeTemplates.id, request.params.id)).returning();
        if (!row) throw notFound();
        return { result: undefined, obsolete: await deleteFiles(tx, [row.bestandId]) };
      }),
    );
    return reply.status(204).send();
  });

  // Upload or replace the PDF: the new file counts only once the template points at it.
  app.put(`${PATH}/:id/pdf`, { schema: { params: idParams }, config: { access: manage } }, async (request) => {
    const file = requireFile(await readUpload(request, storage, { kinds: ['pdf'] }));
    const { id } = request.params;
    await storage.withCommit([file], () =>
      db.transaction(async (tx) => {
        const [current] = await tx.select({ bestandId: backofficeTemplates.bestandId }).from(backofficeTemplates).where(eq(backofficeTemplates.id, id)).for('update');
        if (!current) throw notFound();
        const bestandId = await insertFile(tx, file, request.user.id);
        await tx.update(backofficeTemplates).set({ bestandId, updatedAt: new Date() }).where(eq(backofficeTemplates.id, id));
        return { result: undefined, obsolete: await deleteFiles(tx, [current.bestandId]) };
      }),
    );
    return loadTemplate(db, id);
  });

  // The spec's client turns a base64 answer into a PDF.
  app.get(`${PATH}/:id/pdf`, { schema: { params: idParams }, config: { access: manage } }, async (request, reply) => {
    const [template] = await db.select({ bestandId: backofficeTemplates.bestandId }).from(backofficeTemplates).where(eq(backofficeTemplates.id, request.params.id));
    const file = template?.bestandId ? await fileById(db, template.bestandId) : undefined;
    if (!file) throw notFound();
    const bytes = await storage.read(file.sleutel);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
      .send(bytes.toString('base64'));
  });

  app.delete(`${PATH}/:id/pdf`, { schema: { params: idParams }, config: { access: manage } }, async (request, reply) => {
    await storage.withCommit([], () =>
      db.transaction(async (tx) => {
        const [current] = await tx.select({ bestandId: backofficeTemplates.bestandId }).from(backofficeTemplates).where(eq(backofficeTemplates.id, request.params.id)).for('update');
        if (!current?.bestandId) throw notFound();
        await tx.update(backofficeTemplates).set({ bestandId: null, updatedAt: new Date() }).where(eq(backofficeTemplates.id, request.params.id));
        return { result: undefined, obsolete: await deleteFiles(tx, [current.bestandId]) };
      }),
    );
    return reply.status(204).send();
  });
};

export default backofficeTemplateRoutes;
