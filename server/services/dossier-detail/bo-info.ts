import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { boInfo, dossiers } from '../../db/schema';
import { general, notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { lockDossier, readDossier } from './access';
import { auditFields } from './audit-trail';

/**
 * The back-office information of a dossier (spec 001 §7 boInfo: get, post, patch, search), one row
 * per dossier. Reached by its own id; checked through its dossier, so outside the user's scope it
 * answers 404. Every changed field gets an audit row `boInfo[{id}].{field}` in the same transaction.
 */
type Row = typeof boInfo.$inferSelect;
type Values = Partial<Omit<Row, 'id' | 'dossierId' | 'version' | 'createdAt' | 'updatedAt'>>;

export const ALREADY_KEPT = 'Dit dossier heeft al back-office-informatie; wijzig die.';

const out = ({ createdAt: _c, updatedAt: _u, ...row }: Row) => row;
const prefix = (id: number) => `boInfo[${id}]`;

async function findRow(db: Db | Tx, id: number) {
  const [row] = await db.select().from(boInfo).where(eq(boInfo.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getBoInfo(db: Db, user: SessionUser, id: number) {
  const row = await findRow(db, id);
  await readDossier(db, user, row.dossierId);
  return out(row);
}

export async function createBoInfo(db: Db, user: SessionUser, body: { dossierId: number } & Values) {
  const { dossierId, ...values } = body;
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    // Under the dossier's lock no second creation can slip in between this check and the insert.
    const [existing] = await tx.select({ id: boInfo.id }).from(boInfo).where(eq(boInfo.dossierId, dossierId));
    if (existing) throw general(409, ALREADY_KEPT);
    const [row] = await tx.insert(boInfo).values({ ...values, dossierId }).returning();
    await auditFields(tx, user.id, dossierId, prefix(row.id), null, row, Object.keys(values));
    return out(row);
  });
}

export async function updateBoInfo(db: Db, user: SessionUser, id: number, body: { version: number } & Values) {
  const { version, ...values } = body;
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, (await findRow(tx, id)).dossierId);
    // Read again under the dossier's lock: a save that went first must be seen (its version).
    const current = await findRow(tx, id);
    checkVersion(current, version);
    const changed = await auditFields(tx, user.id, current.dossierId, prefix(id), current, values, Object.keys(values));
    if (changed === 0) return out(current);
    const [row] = await tx
      .update(boInfo)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() })
      .where(eq(boInfo.id, id))
      .returning();
    return out(row);
  });
}

/**
 * POST /boInfo/search: a page of the back-office information of the dossiers the user may see,
 * optionally of one dossier, only the urgent ones, or matching part of the internal reference.
 */
export async function searchBoInfo(
  db: Db,
  user: SessionUser,
  query: { dossierId?: number; query?: string | null; urgent?: boolean; page: number; size: number },
) {
  const where = and(
    visibleTo(user),
    query.dossierId === undefined ? undefined : eq(boInfo.dossierId, query.dossierId),
    query.urgent === undefined ? undefined : eq(boInfo.urgent, query.urgent),
    query.query ? ilike(boInfo.internKenmerk, `%${query.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(boInfo)
      .innerJoin(dossiers, eq(dossiers.id, boInfo.dossierId))
      .where(where)
      .orderBy(asc(boInfo.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(boInfo).innerJoin(dossiers, eq(dossiers.id, boInfo.dossierId)).where(where),
  ]);
  return {
    content: rows.map((r) => out(r.bo_info)),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}
