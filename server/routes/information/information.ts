import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INFORMATION_CATEGORIES,
  INFORMATION_LABELS,
  informationSchema,
  informationSearchSchema,
  informationUpdateSchema,
  type InformationItem,
} from '../../../contract/information';
import { idParam, MSG, queryInt32 } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { bestanden, informatieItems, informatieTypes } from '../../db/schema';
import { notFound, stale, validationError } from '../../errors';
import { access, allows, type SessionUser } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { sanitizeBody } from '../../services/bericht-templates/sanitize';
import { deleteFiles, fileById, insertFile } from '../../services/storage/records';
import type { FileStorage } from '../../services/storage/storage';
import { type CheckedFile, readUpload } from '../../services/storage/upload';
import { amsterdamDay } from '../../services/workload/calendar';

/** Not for lenders (spec 002 §2): staff types only (services/permissions/staff.ts). */
const manage = access.anyOf(['BEHEER_INFORMATIE'], STAFF_TYPES);
/** Readers: everyone with the information menu, and the administrators. */
const read = access.anyOf(['MENU_INFORMATIE_VIEW', 'BEHEER_INFORMATIE']);

const isManager = (user: SessionUser) => user.permissions.has('BEHEER_INFORMATIE') && STAFF_TYPES.includes(user.typeCode);

const idParams = idParam();
const intParam = queryInt32({ error: MSG.integer }).int(MSG.integer);
const pageQuery = z.object({
  page: intParam.pipe(z.number().min(0, 'De pagina begint bij 0.')).optional(),
  size: intParam.pipe(z.number().min(1).max(100, 'Maximaal 100 per pagina.')).optional(),
  sort: z.enum(['publicatieDatum,desc', 'publicatieDatum,asc', 'titel,asc', 'titel,desc'], { error: 'Op deze kolom kan niet gesorteerd worden.' }).optional(),
});

const liteColumns = {
  id: informatieItems.id,
  version: informatieItems.version,
  typeId: informatieItems.typeId,
  typeNaam: informatieTypes.naam,
  categorie: informatieTypes.categorie,
  titel: informatieItems.titel,
  samenvatting: informatieItems.samenvatting,
  publicatieDatum: informatieItems.publicatieDatum,
  vervalDatum: informatieItems.vervalDatum,
  active: informatieItems.active,
  pdfKey: bestanden.sleutel,
  pdfNaam: bestanden.naam,
  pdfMimeType: bestanden.mimeType,
  pdfGrootte: bestanden.grootte,
};

type LiteRow = Record<keyof typeof liteColumns, unknown> & { pdfNaam: string | null };
const shape = <T extends LiteRow>({ pdfKey, pdfNaam, pdfMimeType, pdfGrootte, ...item }: T) => ({
  ...item,
  pdf: pdfNaam ? { key: pdfKey, naam: pdfNaam, mimeType: pdfMimeType, grootte: pdfGrootte } : null,
});

const fullColumns = { ...liteColumns, body: informatieItems.body };

/** Items with their type and PDF description; `full` adds the body. */
const selectItems = (db: Db, full: boolean) =>
  db
    .select(full ? fullColumns : (liteColumns as typeof fullColumns))
    .from(informatieItems)
    .innerJoin(informatieTypes, eq(informatieTypes.id, informatieItems.typeId))
    .leftJoin(bestanden, eq(bestanden.id, informatieItems.bestandId));

/** What a reader sees: active items from their publication date up to and including the expiry date. */
const published = () => {
  const today = amsterdamDay(new Date());
  return and(
    eq(informatieItems.active, true),
    lte(informatieItems.publicatieDatum, today),
    or(isNull(informatieItems.vervalDatum), gte(informatieItems.vervalDatum, today)),
  );
};

/** Administrators see every item; other readers only the published ones. */
const visibleTo = (user: SessionUser) => (isManager(user) ? undefined : published());

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchConditions(filter: z.infer<typeof informationSearchSchema>): (SQL | undefined)[] {
  return [
    filter.categorie ? eq(informatieTypes.categorie, filter.categorie) : undefined,
    filter.typeId ? eq(informatieItems.typeId, filter.typeId) : undefined,
    typeof filter.active === 'boolean' ? eq(informatieItems.active, filter.active) : undefined,
    filter.tekst
      ? or(
          sql`${informatieItems.titel} ilike ${like(filter.tekst)}`,
          sql`${informatieItems.samenvatting} ilike ${like(filter.tekst)}`,
          sql`${informatieItems.body} ilike ${like(filter.tekst)}`,
        )
      : undefined,
  ];
}

const orderOf = (sort: z.infer<typeof pageQuery>['sort']) => {
  const [column, direction] = (sort ?? 'publicatieDatum,desc').split(',');
  const target = column === 'titel' ? sql`lower(${informatieItems.titel})` : informatieItems.publicatieDatum;
  return [direction === 'asc' ? asc(target) : desc(target), desc(informatieItems.id)];
};

/** The fields of a create or update: JSON, or multipart with the JSON in `information` and the PDF as a file. */
async function readItemRequest<S extends z.ZodType>(request: FastifyRequest, storage: FileStorage, schema: S) {
  let raw: unknown = request.body;
  let file: CheckedFile | undefined;
  if (request.isMultipart()) {
    const upload = await readUpload(request, storage, { kinds: ['pdf'] });
    file = upload.file;
    try {
      raw = JSON.parse(upload.fields.information ?? '');
    } catch {
      raw = undefined;
    }
  }
  const parsed = schema.safeParse(raw);
  const body = parsed.success ? (parsed.data as z.infer<S> & { body: string }) : undefined;
  const clean = body ? sanitizeBody(body.body) : '';
  if (!parsed.success || !clean) {
    if (file) await storage.discard(file);
    const fields: Record<string, string> = {};
    if (parsed.success) fields.body = MSG.required;
    else for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'information'] ??= issue.message;
    throw validationError(fields, INFORMATION_LABELS);
  }
  return { data: { ...body, body: clean } as z.infer<S> & { body: string }, file };
}

/** A type id the form sends must exist; otherwise a field error, not a constraint failure. */
async function checkType(db: Pick<Db, 'select'>, typeId: number) {
  const [type] = await db.select({ id: informatieTypes.id }).from(informatieTypes).where(eq(informatieTypes.id, typeId));
  if (!type) throw validationError({ typeId: 'Kies een soort uit de lijst.' }, INFORMATION_LABELS);
}

/** Whether `user` may read stored file `bestandId` as the PDF of an item they can see (GET /files/{key}). */
export async function informationFileReadable(db: Db, bestandId: number, user: SessionUser) {
  if (!allows(read, user)) return false;
  const [row] = await db.select({ id: informatieItems.id }).from(informatieItems).where(and(eq(informatieItems.bestandId, bestandId), visibleTo(user)));
  return !!row;
}

/** Informatie en nieuws: administration, reader pages and the PDF (spec 002 §7, docs/files.md). */
const informationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  async function loadItem(id: number, user: SessionUser): Promise<InformationItem> {
    const [row] = await selectItems(db, true).where(and(eq(informatieItems.id, id), visibleTo(user)));
    if (!row) throw notFound();
    return shape(row as LiteRow & { body: string }) as InformationItem;
  }

  app.get('/api/v1/rs/informationtypes', {
    schema: { querystring: z.object({ category: z.enum(INFORMATION_CATEGORIES, { error: 'Onbekende categorie.' }).optional() }) },
    config: { access: read },
  }, async (request) =>
    db
      .select({ id: informatieTypes.id, categorie: informatieTypes.categorie, naam: informatieTypes.naam })
      .from(informatieTypes)
      .where(request.query.category ? eq(informatieTypes.categorie, request.query.category) : undefined)
      .orderBy(asc(informatieTypes.categorie), asc(informatieTypes.volgorde)),
  );

  for (const lite of [false, true]) {
    app.post(lite ? '/api/v1/information/search/lite' : '/api/v1/information/search', {
      schema: { querystring: pageQuery, body: informationSearchSchema.nullish() },
      config: { access: read },
    }, async (request) => {
      const { page = 0, size = 20, sort } = request.query;
      const where = and(visibleTo(request.user), ...searchConditions(request.body ?? {}));
      const [rows, [{ total }]] = await Promise.all([
        selectItems(db, !lite).where(where).orderBy(...orderOf(sort)).limit(size).offset(page * size),
        db.select({ total: count() }).from(informatieItems).innerJoin(informatieTypes, eq(informatieTypes.id, informatieItems.typeId)).where(where),
      ]);
      return { content: rows.map((r) => shape(r as LiteRow)), totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
    });
  }

  // The signed-in user's own reading list: what is published now, newest first; `reduce` gives
  // the five newest without summaries, for a compact overview.
  app.get('/api/v1/information/my', {
    schema: { querystring: z.object({ reduce: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional() }) },
    config: { access: read },
  }, async (request) => {
    const reduce = request.query.reduce === 'true';
    const rows = await selectItems(db, false).where(published()).orderBy(...orderOf(undefined)).limit(reduce ? 5 : 50);
    return rows.map((r) => {
      const item = shape(r as LiteRow);
      return reduce ? { id: item.id, titel: item.titel, categorie: item.categorie, publicatieDatum: item.publicatieDatum } : item;
    });
  });

  app.get('/api/v1/information/:id', { schema: { params: idParams }, config: { access: read } }, async (request) =>
    loadItem(request.params.id, request.user),
  );

  app.get('/api/v1/information/:id/body', { schema: { params: idParams }, config: { access: read } }, async (request, reply) => {
    const item = await loadItem(request.params.id, request.user);
    return reply.type('text/plain; charset=utf-8').send(item.body);
  });

  app.get('/api/v1/information/:id/pdf', { schema: { params: idParams }, config: { access: read } }, async (request, reply) => {
    const [row] = await db
      .select({ bestandId: informatieItems.bestandId })
      .from(informatieItems)
      .where(and(eq(informatieItems.id, request.params.id), visibleTo(request.user)));
    const file = row?.bestandId ? await fileById(db, row.bestandId) : undefined;
    if (!file) throw notFound();
    return reply
      .type(file.mimeType)
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
      .send(await storage.read(file.sleutel));
  });

  app.post('/api/v1/information', { config: { access: manage, fieldLabels: INFORMATION_LABELS } }, async (request, reply) => {
    const { data, file } = await readItemRequest(request, storage, informationSchema);
    const id = await storage.withCommit(file ? [file] : [], () =>
      db.transaction(async (tx) => {
        await checkType(tx, data.typeId);
        const bestandId = file ? await insertFile(tx, file, request.user.id) : null;
        const [row] = await tx.insert(informatieItems).values({ ...data, bestandId, auteurId: request.user.id }).returning({ id: informatieItems.id });
        return { result: row.id };
      }),
    );
    return reply.status(201).send(await loadItem(id, request.user));
  });

  app.put('/api/v1/information', { config: { access: manage, fieldLabels: INFORMATION_LABELS } }, async (request) => {
    const { data, file } = await readItemRequest(request, storage, informationUpdateSchema);
    const { id, version, pdfVerwijderen, ...fields } = data;
    await storage.withCommit(file ? [file] : [], () =>
      db.transaction(async (tx) => {
        const [current] = await tx.select({ bestandId: informatieItems.bestandId }).from(informatieItems).where(eq(informatieItems.id, id)).for('update');
        if (!current) throw notFound();
        await checkType(tx, fields.typeId);
        const replaced = file || pdfVerwijderen ? current.bestandId : null;
        const bestandId = file ? await insertFile(tx, file, request.user.id) : pdfVerwijderen ? null : current.bestandId;
        // The version check in the update itself settles a race with another writer.
        const [row] = await tx
          .update(informatieItems)
          .set({ ...fields, bestandId, version: version + 1, updatedAt: new Date() })
          .where(and(eq(informatieItems.id, id), eq(informatieItems.version, version)))
          .returning({ id: informatieItems.id });
        if (!row) throw stale();
        return { result: undefined, obsolete: await deleteFiles(tx, [replaced]) };
      }),
    );
    return loadItem(id, request.user);
  });

  app.delete('/api/v1/information/:id', { schema: { params: idParams }, config: { access: manage } }, async (request, reply) => {
    await storage.withCommit([], () =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(informatieItems).where(eq(informatieItems.id, request.params.id)).returning();
        if (!row) throw notFound();
        return { result: undefined, obsolete: await deleteFiles(tx, [row.bestandId]) };
      }),
    );
    return reply.status(204).send();
  });
};

export default informationRoutes;

