import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { BACKOFFICE_TEMPLATE_LABELS, backofficeTemplateEntity, type BackofficeTemplate } from '../../../contract/backoffice-template';
import type { EntityDef } from '../../../contract/entity';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { isUniqueViolation, type CrudService } from '../../crud/factory';
import { filterConditions, orderBy, pageOrAll, parseSort } from '../../crud/list-query';
import { fileInfoSchema } from '../../openapi/responses';
import { updateVersioned } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { backofficeTemplateGebruik, backofficeTemplates, backofficeTemplateVariabelen, bestanden } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { type Access, access, allows, type SessionUser } from '../permissions/access';
import { STAFF_TYPES } from '../permissions/staff';
import { deleteFiles, fileById, insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Not for lenders (spec 002 §2): staff types only (services/permissions/staff.ts). */
export const manageTemplates: Access = access.anyOf(['BEHEER_BACKOFFICE_TEMPLATES'], STAFF_TYPES);

const entity = backofficeTemplateEntity as unknown as EntityDef;

const variableSchema = z.object({ id: z.number(), naam: z.string(), omschrijving: z.string() });
/** A template in a list: without its variables. */
export const templateItemSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  onderwerp: z.string(),
  omschrijving: z.string().nullable(),
  active: z.boolean(),
  pdf: fileInfoSchema,
});
export const templateSchema = templateItemSchema.extend({ variables: z.array(variableSchema.extend({ activeYN: z.literal(true) })) });
export const variablesSchema = z.array(variableSchema);

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

type Variables = { id: number; activeYN: boolean }[];

/** Only the variables sent with activeYN true are kept (spec 002 §5); each must exist. */
async function keptVariables(tx: Tx, variables: Variables) {
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

/** Back-office e-mail templates with their variables and PDF (spec 002 §7, docs/files.md). */
export const backofficeTemplatesService = (db: Db, storage: FileStorage): Partial<CrudService> => ({
  list: (_user, query) => {
    const where: SQL | undefined = and(...filterConditions(entity, backofficeTemplates, query));
    const order = orderBy(parseSort(entity, backofficeTemplates, query.sort, query.reverse));
    return pageOrAll(
      query,
      async (limit, offset) => (await selectTemplates(db).where(where).orderBy(...order).limit(limit).offset(offset)).map((r) => withoutVariables(r as Row)),
      async () => (await db.select({ total: count() }).from(backofficeTemplates).where(where))[0].total,
    );
  },
  get: (_user, id) => loadTemplate(db, id),
  create: async (_user, body) => {
    const { variables, ...fields } = body as typeof backofficeTemplates.$inferInsert & { variables: Variables };
    const id = await db
      .transaction(async (tx) => {
        const ids = await keptVariables(tx, variables);
        const [row] = await tx.insert(backofficeTemplates).values(fields).returning({ id: backofficeTemplates.id });
        await replaceVariables(tx, row.id, ids);
        return row.id;
      })
      .catch(refuseDuplicateName);
    return loadTemplate(db, id);
  },
  update: async (_user, id, version, body) => {
    const { variables, ...fields } = body as Record<string, unknown> & { variables: Variables };
    await db
      .transaction(async (tx) => {
        const ids = await keptVariables(tx, variables);
        await updateVersioned(tx, backofficeTemplates, eq(backofficeTemplates.id, id), version, fields);
        await replaceVariables(tx, id, ids);
      })
      .catch(refuseDuplicateName);
    return loadTemplate(db, id);
  },
  remove: async (_user, id) => {
    await storage.withCommit([], () =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(backofficeTemplates).where(eq(backofficeTemplates.id, id)).returning();
        if (!row) throw notFound();
        return { result: undefined, obsolete: await deleteFiles(tx, [row.bestandId]) };
      }),
    );
  },
});

/** The variables a template may use. */
export const templateVariables = (db: Db) => db.select().from(backofficeTemplateVariabelen).orderBy(asc(backofficeTemplateVariabelen.naam));

/** Upload or replace the PDF: the new file counts only once the template points at it. */
export async function replaceTemplatePdf(db: Db, storage: FileStorage, user: SessionUser, id: number, file: CheckedFile) {
  await storage.withCommit([file], () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ bestandId: backofficeTemplates.bestandId }).from(backofficeTemplates).where(eq(backofficeTemplates.id, id)).for('update');
      if (!current) throw notFound();
      const bestandId = await insertFile(tx, file, user.id);
      await tx.update(backofficeTemplates).set({ bestandId, updatedAt: new Date() }).where(eq(backofficeTemplates.id, id));
      return { result: undefined, obsolete: await deleteFiles(tx, [current.bestandId]) };
    }),
  );
  return loadTemplate(db, id);
}

export async function templatePdf(db: Db, id: number) {
  const [template] = await db.select({ bestandId: backofficeTemplates.bestandId }).from(backofficeTemplates).where(eq(backofficeTemplates.id, id));
  const file = template?.bestandId ? await fileById(db, template.bestandId) : undefined;
  if (!file) throw notFound();
  return file;
}

export async function removeTemplatePdf(db: Db, storage: FileStorage, id: number) {
  await storage.withCommit([], () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ bestandId: backofficeTemplates.bestandId }).from(backofficeTemplates).where(eq(backofficeTemplates.id, id)).for('update');
      if (!current?.bestandId) throw notFound();
      await tx.update(backofficeTemplates).set({ bestandId: null, updatedAt: new Date() }).where(eq(backofficeTemplates.id, id));
      return { result: undefined, obsolete: await deleteFiles(tx, [current.bestandId]) };
    }),
  );
}

/** Whether `user` may read stored file `bestandId` as the PDF of a template (GET /files/{key}). */
export async function templateFileReadable(db: Db, bestandId: number, user: SessionUser) {
  if (!allows(manageTemplates, user)) return false;
  const [row] = await db.select({ id: backofficeTemplates.id }).from(backofficeTemplates).where(eq(backofficeTemplates.bestandId, bestandId));
  return !!row;
}
