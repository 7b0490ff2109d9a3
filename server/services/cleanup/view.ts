import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { CLEANUP_MESSAGES, type OpschoningDto, type OpschoningStatus } from '../../../contract/cleanup';
import type { Db } from '../../db/client';
import { achtergrondtaken, dossierOpschoningen, dossiers } from '../../db/schema';
import { general } from '../../errors';
import { actorNames } from '../documents/read';
import type { Tx } from '../dossiers/audit';
import { jobView } from '../jobs/queue';

export type OpschoningRow = typeof dossierOpschoningen.$inferSelect;
type Reader = Db | Tx;

/** The clean-ups as the screen shows them: who did what, the dossier's name while it exists, the job's progress. */
export async function describeOpschoningen(db: Reader, rows: readonly OpschoningRow[]): Promise<OpschoningDto[]> {
  if (!rows.length) return [];
  const names = await actorNames(
    db,
    rows.flatMap((r) => [r.gemarkeerdDoor, r.goedgekeurdDoor, r.gestartDoor, r.ingetrokkenDoor]),
  );
  const dossierIds = rows.filter((r) => r.status !== 'UITGEVOERD').map((r) => r.dossierId);
  const dossierNames = new Map(
    dossierIds.length
      ? (await db.select({ id: dossiers.id, naam: dossiers.naamHypotheekGever }).from(dossiers).where(inArray(dossiers.id, dossierIds))).map((d) => [d.id, d.naam])
      : [],
  );
  const jobIds = rows.map((r) => r.jobId).filter((id): id is number => id !== null);
  const jobs = new Map(jobIds.length ? (await db.select().from(achtergrondtaken).where(inArray(achtergrondtaken.id, jobIds))).map((j) => [j.id, jobView(j)]) : []);
  const actor = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((r) => ({
    id: r.id,
    dossierId: r.dossierId,
    dossierNaam: dossierNames.get(r.dossierId) ?? null,
    status: r.status,
    reden: r.reden,
    anonimiseren: r.anonimiseren,
    gemarkeerdDoor: actor(r.gemarkeerdDoor),
    gemarkeerdOp: r.gemarkeerdOp,
    goedgekeurdDoor: actor(r.goedgekeurdDoor),
    goedgekeurdOp: r.goedgekeurdOp,
    gestartDoor: actor(r.gestartDoor),
    gestartOp: r.gestartOp,
    ingetrokkenDoor: actor(r.ingetrokkenDoor),
    ingetrokkenOp: r.ingetrokkenOp,
    uitgevoerdOp: r.uitgevoerdOp,
    verwijderd: r.verwijderd ?? null,
    job: r.jobId === null ? null : (jobs.get(r.jobId) ?? null),
    version: r.version,
  }));
}

/** GET /dossiers/delete: a page of clean-ups, newest first, optionally of one status or one dossier. */
export async function listOpschoningen(db: Db, query: { status?: OpschoningStatus; dossierId?: number; page: number; size: number }) {
  const where = and(
    query.status ? eq(dossierOpschoningen.status, query.status) : undefined,
    query.dossierId === undefined ? undefined : eq(dossierOpschoningen.dossierId, query.dossierId),
  );
  const [{ total }] = await db.select({ total: count() }).from(dossierOpschoningen).where(where);
  const rows = await db
    .select()
    .from(dossierOpschoningen)
    .where(where)
    .orderBy(desc(dossierOpschoningen.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return {
    content: await describeOpschoningen(db, rows),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

/** GET /dossiers/delete/{id}: the dossier's latest clean-up (open or finished). */
export async function latestOpschoning(db: Db, dossierId: number) {
  const [row] = await db
    .select()
    .from(dossierOpschoningen)
    .where(eq(dossierOpschoningen.dossierId, dossierId))
    .orderBy(desc(dossierOpschoningen.id))
    .limit(1);
  if (!row) throw general(404, CLEANUP_MESSAGES.notMarked);
  return (await describeOpschoningen(db, [row]))[0];
}
