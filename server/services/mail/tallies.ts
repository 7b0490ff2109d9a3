import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailTellingen } from '../../db/schema';
import type { Tx } from '../dossiers/audit';

type Reader = Db | Tx;

/**
 * Sums of `mail_tellingen` (kept by the mail migration's triggers): how many messages, and how many
 * unread, some mailboxes hold in a folder, direction and archive state. What the list totals, folder
 * lists and unread counters read, so none counts a mailbox of a hundred thousand messages per call.
 */
export async function tally(db: Reader, postvakIds: readonly number[], where: { map?: string; richting?: 'IN' | 'UIT'; gearchiveerd?: boolean } = {}) {
  if (!postvakIds.length) return { aantal: 0, ongelezen: 0 };
  const c = mailTellingen;
  const [row] = await db
    .select({ aantal: sql<number>`coalesce(sum(${c.aantal}), 0)::int`, ongelezen: sql<number>`coalesce(sum(${c.ongelezen}), 0)::int` })
    .from(c)
    .where(
      and(
        inArray(c.postvakId, [...postvakIds]),
        where.map === undefined ? undefined : eq(c.map, where.map),
        where.richting === undefined ? undefined : eq(c.richting, where.richting),
        where.gearchiveerd === undefined ? undefined : eq(c.gearchiveerd, where.gearchiveerd),
      ),
    );
  return row;
}

/** Per mailbox: unread open incoming messages. */
export async function unreadByMailbox(db: Reader, postvakIds: readonly number[]) {
  if (!postvakIds.length) return new Map<number, number>();
  const c = mailTellingen;
  const rows = await db
    .select({ postvakId: c.postvakId, n: sql<number>`coalesce(sum(${c.ongelezen}), 0)::int` })
    .from(c)
    .where(and(inArray(c.postvakId, [...postvakIds]), eq(c.richting, 'IN'), eq(c.gearchiveerd, false)))
    .groupBy(c.postvakId);
  return new Map(rows.map((r) => [r.postvakId, r.n]));
}

/** Per folder of one mailbox (ARCHIEF: the archived of every folder): messages, and unread received ones. */
export async function folderTallies(db: Reader, postvakId: number) {
  const c = mailTellingen;
  return db
    .select({
      folder: sql<string>`case when ${c.gearchiveerd} then 'ARCHIEF' else ${c.map} end`,
      aantal: sql<number>`coalesce(sum(${c.aantal}), 0)::int`,
      ongelezen: sql<number>`(coalesce(sum(${c.ongelezen}) filter (where ${c.richting} = 'IN'), 0))::int`,
    })
    .from(c)
    .where(eq(c.postvakId, postvakId))
    .groupBy(sql`1`);
}
