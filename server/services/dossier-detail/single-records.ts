import { asc, eq } from 'drizzle-orm';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { hypotheken, notarissen, objecten, tussenpersonen } from '../../db/schema';
import { notFound } from '../../errors';
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

const BOOKKEEPING = new Set(['dossierId', 'createdAt', 'updatedAt']);
type Bookkeeping = 'dossierId' | 'createdAt' | 'updatedAt';
type Row = { id: number; dossierId: number; version: number } & Record<string, unknown>;
/** A stored record of a kind as the API answers it. */
type Out<K extends SingleKind> = Omit<(typeof TABLES)[K]['$inferSelect'], Bookkeeping>;

/** Without bookkeeping columns, for answers (id and version stay: a form sends them back). */
export const recordOut = <R extends Row>(row: R) => Object.fromEntries(Object.entries(row).filter(([k]) => !BOOKKEEPING.has(k))) as Omit<R, Bookkeeping>;

/**
 * Saves the one record of a kind for a dossier: updates the stored one (the first by id, or the
 * one named by `id`, e.g. one property of a BTL portfolio) when the sent version is still current,
 * else creates it. Every field that changes gets its audit row in the same transaction.
 */
export async function saveSingle<K extends SingleKind>(
  db: Db,
  user: SessionUser,
  kind: K,
  dossierId: number,
  values: Record<string, unknown> & { id?: number; version?: number },
): Promise<Out<K>> {
  const table: (typeof TABLES)[SingleKind] = TABLES[kind];
  const answer = (row: Row) => recordOut(row) as Out<K>;
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
      return answer(row);
    }
    checkVersion(current, version);
    const changed = await auditFields(tx, user.id, dossierId, `${kind}[${current.id}]`, current, fields, names);
    if (changed === 0) return answer(current);
    const [row] = (await tx
      .update(table)
      .set({ ...fields, version: current.version + 1, updatedAt: new Date() } as never)
      .where(eq(table.id, current.id))
      .returning()) as Row[];
    return answer(row);
  });
}

/** The records of a kind for a dossier the caller may see (reads). */
export async function listSingle<K extends SingleKind>(db: Db, kind: K, dossierId: number): Promise<Out<K>[]> {
  const table: (typeof TABLES)[SingleKind] = TABLES[kind];
  const rows = (await db.select().from(table).where(eq(table.dossierId, dossierId)).orderBy(asc(table.id))) as Row[];
  return rows.map((row) => recordOut(row) as Out<K>);
}
