import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  INFORMATION_LABELS,
  type InformationCategory,
  type InformationItem,
  type InformationLite,
  type informationSearchSchema,
} from '../../../contract/information';
import { MSG } from '../../../contract/rules';
import type { CrudService, ListParams } from '../../crud/factory';
import { containing, pageOf } from '../../crud/list-query';
import { fileInfoSchema } from '../../openapi/responses';
import { updateVersioned } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { bestanden, informatieItems, informatieTypes } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { sanitizeBody } from '../bericht-templates/sanitize';
import { type Access, access, allows, type SessionUser } from '../permissions/access';
import { STAFF_TYPES } from '../permissions/staff';
import { deleteFiles, fileById, insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import { amsterdamDay } from '../workload/calendar';

/** Not for lenders (spec 002 §2): staff types only (services/permissions/staff.ts). */
export const manageInformation: Access = access.anyOf(['BEHEER_INFORMATIE'], STAFF_TYPES);
/** Readers: everyone with the information menu, and the administrators. */
export const readInformation: Access = access.anyOf(['MENU_INFORMATIE_VIEW', 'BEHEER_INFORMATIE']);

const isManager = (user: SessionUser) => allows(manageInformation, user);

/** An item without its body (lists, /search/lite, /information/my). */
export const liteItemSchema = z.object({
  id: z.number(),
  version: z.number(),
  typeId: z.number(),
  typeNaam: z.string(),
  categorie: z.string(),
  titel: z.string(),
  samenvatting: z.string().nullable(),
  publicatieDatum: z.string(),
  vervalDatum: z.string().nullable(),
  active: z.boolean(),
  pdf: fileInfoSchema,
});
export const itemSchema = liteItemSchema.extend({ body: z.string() });

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

type SearchFilter = z.infer<typeof informationSearchSchema>;

function searchConditions(filter: SearchFilter): (SQL | undefined)[] {
  return [
    filter.categorie ? eq(informatieTypes.categorie, filter.categorie) : undefined,
    filter.typeId ? eq(informatieItems.typeId, filter.typeId) : undefined,
    typeof filter.active === 'boolean' ? eq(informatieItems.active, filter.active) : undefined,
    filter.tekst
      ? or(
          sql`${informatieItems.titel} ilike ${containing(filter.tekst)}`,
          sql`${informatieItems.samenvatting} ilike ${containing(filter.tekst)}`,
          sql`${informatieItems.body} ilike ${containing(filter.tekst)}`,
        )
      : undefined,
  ];
}

const orderOf = (sort: unknown) => {
  const [column, direction] = (typeof sort === 'string' ? sort : 'publicatieDatum,desc').split(',');
  const target = column === 'titel' ? sql`lower(${informatieItems.titel})` : informatieItems.publicatieDatum;
  return [direction === 'asc' ? asc(target) : desc(target), desc(informatieItems.id)];
};

/** One page of the items a user sees that match the filter (POST /information/search and /search/lite). */
export function searchItems(db: Db, user: SessionUser, query: ListParams & SearchFilter, full: boolean) {
  const where = and(visibleTo(user), ...searchConditions(query));
  return pageOf(
    { page: query.page ?? 0, size: query.size ?? 20 },
    async (limit, offset) => (await selectItems(db, full).where(where).orderBy(...orderOf(query.sort)).limit(limit).offset(offset)).map((r) => shape(r as LiteRow) as InformationLite),
    async () =>
      (await db.select({ total: count() }).from(informatieItems).innerJoin(informatieTypes, eq(informatieTypes.id, informatieItems.typeId)).where(where))[0].total,
  );
}

/** The signed-in user's own reading list: what is published now, newest first; `reduce` gives the five newest without summaries. */
export async function myItems(db: Db, reduce: boolean) {
  const rows = await selectItems(db, false).where(published()).orderBy(...orderOf(undefined)).limit(reduce ? 5 : 50);
  return rows.map((r) => {
    const item = shape(r as LiteRow) as InformationLite;
    return reduce ? { id: item.id, titel: item.titel, categorie: item.categorie, publicatieDatum: item.publicatieDatum } : item;
  });
}

/** The types of information, optionally of one category. */
export const informationTypes = (db: Db, category: InformationCategory | undefined) =>
  db
    .select({ id: informatieTypes.id, categorie: informatieTypes.categorie, naam: informatieTypes.naam })
    .from(informatieTypes)
    .where(category ? eq(informatieTypes.categorie, category) : undefined)
    .orderBy(asc(informatieTypes.categorie), asc(informatieTypes.volgorde));

export async function loadItem(db: Db, user: SessionUser, id: number): Promise<InformationItem> {
  const [row] = await selectItems(db, true).where(and(eq(informatieItems.id, id), visibleTo(user)));
  if (!row) throw notFound();
  return shape(row as LiteRow & { body: string }) as InformationItem;
}

/** An item's PDF, when the user sees the item. */
export async function itemPdf(db: Db, user: SessionUser, id: number) {
  const [row] = await db.select({ bestandId: informatieItems.bestandId }).from(informatieItems).where(and(eq(informatieItems.id, id), visibleTo(user)));
  const file = row?.bestandId ? await fileById(db, row.bestandId) : undefined;
  if (!file) throw notFound();
  return file;
}

/** Whether `user` may read stored file `bestandId` as the PDF of an item they can see (GET /files/{key}). */
export async function informationFileReadable(db: Db, bestandId: number, user: SessionUser) {
  if (!allows(readInformation, user)) return false;
  const [row] = await db.select({ id: informatieItems.id }).from(informatieItems).where(and(eq(informatieItems.bestandId, bestandId), visibleTo(user)));
  return !!row;
}

type Writer = Pick<Db, 'select'>;

/** The body is HTML the server sanitises; one that is empty after that is missing. A type id must exist. */
async function checked(db: Writer, body: Record<string, unknown>) {
  const clean = sanitizeBody(String(body.body ?? ''));
  if (!clean) throw validationError({ body: MSG.required }, INFORMATION_LABELS);
  const [type] = await db.select({ id: informatieTypes.id }).from(informatieTypes).where(eq(informatieTypes.id, body.typeId as number));
  if (!type) throw validationError({ typeId: 'Kies een soort uit de lijst.' }, INFORMATION_LABELS);
  return { ...body, body: clean } as typeof informatieItems.$inferInsert;
}

/** Informatie en nieuws on the CRUD factory: the PDF arrives in the same request and is kept only once the item points at it. */
export const informationService = (db: Db, storage: FileStorage): Partial<CrudService> => ({
  list: (user, query) => searchItems(db, user, query, true),
  get: (user, id) => loadItem(db, user, id),
  create: async (user, body, file?: CheckedFile) => {
    const id = await storage.withCommit(file ? [file] : [], () =>
      db.transaction(async (tx) => {
        const values = await checked(tx, body);
        const bestandId = file ? await insertFile(tx, file, user.id) : null;
        const [row] = await tx.insert(informatieItems).values({ ...values, bestandId, auteurId: user.id }).returning({ id: informatieItems.id });
        return { result: row.id };
      }),
    );
    return loadItem(db, user, id);
  },
  update: async (user, id, version, body, file?: CheckedFile) => {
    const { pdfVerwijderen, ...fields } = body;
    await storage.withCommit(file ? [file] : [], () =>
      db.transaction(async (tx) => {
        const [current] = await tx.select({ bestandId: informatieItems.bestandId }).from(informatieItems).where(eq(informatieItems.id, id)).for('update');
        if (!current) throw notFound();
        const values = await checked(tx, fields);
        const replaced = file || pdfVerwijderen ? current.bestandId : null;
        const bestandId = file ? await insertFile(tx, file, user.id) : pdfVerwijderen ? null : current.bestandId;
        await updateVersioned(tx, informatieItems, eq(informatieItems.id, id), version, { ...values, bestandId });
        return { result: undefined, obsolete: await deleteFiles(tx, [replaced]) };
      }),
    );
    return loadItem(db, user, id);
  },
  remove: async (_user, id) => {
    await storage.withCommit([], () =>
      db.transaction(async (tx) => {
        const [row] = await tx.delete(informatieItems).where(eq(informatieItems.id, id)).returning();
        if (!row) throw notFound();
        return { result: undefined, obsolete: await deleteFiles(tx, [row.bestandId]) };
      }),
    );
  },
});
