import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hypotheken, notarissen, objecten, tussenpersonen } from '../../db/schema';
import { notFound, stale } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { lockDossier } from './access';
import { auditFields } from './audit-trail';

/** The sub-entities a dossier form keeps one of (the notary, the intermediary, the mortgage, the property). */
const TABLES = {
  notaris: notarissen,
  tussenpersoon: tussenpersonen,
  hypotheek: hypotheken,
  object: objecten,
} as const;
export type SingleKind = keyof typeof TABLES;

const BOOKKEEPING = new Set(['id', 'dossierId', 'version', 'createdAt', 'updatedAt']);
type Row = { id: number; dossierId: number; version: number } & Record<string, unknown>;

/** Without bookkeeping columns, for answers. */
export const recordOut = (row: Row) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => k === 'id' || k === 'version' || !BOOKKEEPING.has(k)));

/**
 * Saves the one record of a kind for a dossier: updates the stored one (the first by id, or the
 * one named by `id`, e.g. one property of a BTL portfolio) when the sent version is still current,
 * else creates it. Every field that changes gets its audit row in the same transaction.
 */
export async function saveSingle(
  db: Db,
  user: SessionUser,
  kind: SingleKind,
  dossierId: number,
  values: Record<string, unknown> & { id?: number; version?: number },
) {
  const table = TABLES[kind];
  const { id, version, ...fields } = values;
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const stored = (await tx.select().from(table).where(eq(table.dossierId, dossierId)).orderBy(asc(table.id))) as Row[];
    const current = id === undefined ? stored[0] : stored.find((r) => r.id === id);
    if (id !== undefined && !current) throw notFound();
    const names = Object.keys(fields);
    if (!current) {
      const [row] = (await tx.insert(table).values({ ...fields, dossierId } as never).returning()) as Row[];
      await auditFields(tx, user.id, dossierId, `${kind}[${row.id}]`, null, row, names);
      return recordOut(row);
    }
    if (version !== current.version) throw stale();
    const changed = await auditFields(tx, user.id, dossierId, `${kind}[${current.id}]`, current, fields, names);
    if (changed === 0) return recordOut(current);
    const [row] = (await tx
      .update(table)
      .set({ ...fields, version: current.version + 1, updatedAt: new Date() } as never)
      .where(eq(table.id, current.id))
      .returning()) as Row[];
    return recordOut(row);
  });
}

/** The records of a kind for a dossier the caller may see (reads). */
export async function listSingle(db: Db, kind: SingleKind, dossierId: number) {
  const table = TABLES[kind];
  const rows = (await db.select().from(table).where(eq(table.dossierId, dossierId)).orderBy(asc(table.id))) as Row[];
  return rows.map(recordOut);
}
