import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLEANUP_MESSAGES, type HANDMATIGE_REDENEN, OPEN_OPSCHONING_STATUSES, type OpschoningStatus } from '../../../contract/cleanup';
import { rowsOf, type Db } from '../../db/client';
import { dataRetenties, documenten, dossierOpschoningen, dossiers, dossierWijzigingen } from '../../db/schema';
import { general, notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';
import { enqueue } from '../jobs/queue';
import type { SessionUser } from '../permissions/access';
import { CLEANUP_DOSSIER_JOB, CLEANUP_DOCUMENT_JOB } from './jobs';
import type { OpschoningRow } from './view';

const conflict = (message: string) => general(409, message);

/**
 * The retention kind a dossier falls under by its status (Beheer › Data retentie): a rejected or
 * ended dossier is kept as DOSSIER_AFGEWEZEN says, a completed one as DOSSIER_GEPASSEERD.
 */
const retentionKind = sql<string | null>`case when ${dossiers.status} in ('AFGEWEZEN', 'BEEINDIGD') then 'DOSSIER_AFGEWEZEN' when ${dossiers.status} = 'AFGEROND' then 'DOSSIER_GEPASSEERD' end`;

/** The marking of a dossier's clean-up that is still open, locked for the caller's change. */
async function lockOpen(tx: Tx, dossierId: number) {
  const [row] = await tx
    .select()
    .from(dossierOpschoningen)
    .where(and(eq(dossierOpschoningen.dossierId, dossierId), inArray(dossierOpschoningen.status, OPEN_OPSCHONING_STATUSES)))
    .for('update');
  if (!row) throw general(404, CLEANUP_MESSAGES.notMarked);
  return row;
}

/**
 * Every step is also written to the dossier's own audit trail while the dossier exists; the
 * clean-up row keeps who did what after it is gone.
 */
async function audit(tx: Tx, dossierId: number, userId: number | null, before: OpschoningStatus | null, after: OpschoningStatus) {
  await tx.insert(dossierWijzigingen).values({ dossierId, gebruikerId: userId, veld: 'opschoning', oudeWaarde: before, nieuweWaarde: after });
}

async function update(tx: Tx, row: OpschoningRow, userId: number | null, values: Partial<typeof dossierOpschoningen.$inferInsert> & { status: OpschoningStatus }) {
  const [after] = await tx
    .update(dossierOpschoningen)
    .set({ ...values, version: row.version + 1, updatedAt: new Date() })
    .where(eq(dossierOpschoningen.id, row.id))
    .returning();
  await audit(tx, row.dossierId, userId, row.status, values.status);
  return after;
}

/** PATCH /dossiers/delete/{id}: marks one dossier for deletion, whatever its status, on the ground given. */
export function markDossier(db: Db, user: SessionUser, dossierId: number, reden: (typeof HANDMATIGE_REDENEN)[number]) {
  return db.transaction(async (tx) => {
    const [dossier] = await tx.select({ id: dossiers.id, geldverstrekkerId: dossiers.geldverstrekkerId, soort: retentionKind }).from(dossiers).where(eq(dossiers.id, dossierId)).for('update');
    if (!dossier) throw notFound();
    const [open] = await tx
      .select({ id: dossierOpschoningen.id })
      .from(dossierOpschoningen)
      .where(and(eq(dossierOpschoningen.dossierId, dossierId), inArray(dossierOpschoningen.status, OPEN_OPSCHONING_STATUSES)));
    if (open) throw conflict(CLEANUP_MESSAGES.alreadyMarked);
    // A dossier its retention rule would anonymise is anonymised when marked by hand too.
    const [rule] = await tx
      .select({ anonimiseren: dataRetenties.anonimiseren })
      .from(dataRetenties)
      .where(
        and(
          eq(dataRetenties.active, true),
          sql`${dataRetenties.soort} = ${dossier.soort}`,
          sql`(${dataRetenties.geldverstrekkerId} = ${dossier.geldverstrekkerId} or ${dataRetenties.geldverstrekkerId} is null)`,
        ),
      )
      .orderBy(sql`${dataRetenties.geldverstrekkerId} nulls last`)
      .limit(1);
    const [row] = await tx
      .insert(dossierOpschoningen)
      .values({ dossierId, reden, anonimiseren: rule?.anonimiseren ?? false, gemarkeerdDoor: user.id })
      .returning();
    await audit(tx, dossierId, user.id, null, 'GEMARKEERD');
    return row;
  });
}

/**
 * PATCH /dossiers/delete/all: marks every dossier whose retention term (Beheer › Data retentie)
 * has passed since its last change: a lender's own active term before the standard one. Dossiers
 * already marked are left as they are. Answers how many were marked.
 */
export async function markAllDue(db: Db, user: SessionUser) {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select d.id, r.soort, r.anonimiseren
        from dossiers d
        join lateral (
          select r.soort, r.bewaartermijn_maanden, r.anonimiseren
          from data_retenties r
          where r.active
            and r.soort = case when d.status in ('AFGEWEZEN', 'BEEINDIGD') then 'DOSSIER_AFGEWEZEN' when d.status = 'AFGEROND' then 'DOSSIER_GEPASSEERD' end
            and (r.geldverstrekker_id = d.geldverstrekker_id or r.geldverstrekker_id is null)
          order by r.geldverstrekker_id nulls last
          limit 1
        ) r on true
        where d.updated_at < now() - make_interval(months => r.bewaartermijn_maanden)
          and not exists (
            select 1 from dossier_opschoningen o
            where o.dossier_id = d.id and o.status in (${sql.join(OPEN_OPSCHONING_STATUSES.map((s) => sql`${s}`), sql`, `)})
          )
      ), marked as (
        insert into dossier_opschoningen (dossier_id, reden, anonimiseren, gemarkeerd_door)
        select id, soort, anonimiseren, ${user.id} from due
        on conflict do nothing
        returning dossier_id
      )
      insert into dossier_wijzigingen (dossier_id, gebruiker_id, veld, oude_waarde, nieuwe_waarde)
      select dossier_id, ${user.id}, 'opschoning', null, 'GEMARKEERD' from marked
      returning dossier_id`);
    return { gemarkeerd: rowsOf<{ dossier_id: number }>(result).length };
  });
}

/** PATCH /dossiers/delete/{id}/unmark: withdraws the marking; the dossier and its documents stay. */
export function unmarkDossier(db: Db, user: SessionUser, dossierId: number) {
  return db.transaction(async (tx) => {
    const row = await lockOpen(tx, dossierId);
    if (row.status === 'GEPLAND') throw conflict(CLEANUP_MESSAGES.alreadyStarted);
    return update(tx, row, user.id, { status: 'INGETROKKEN', ingetrokkenDoor: user.id, ingetrokkenOp: new Date() });
  });
}

/** PATCH /dossiers/delete/{id}/approve: the second pair of eyes; whoever marked may not approve. */
export function approveDossier(db: Db, user: SessionUser, dossierId: number) {
  return db.transaction(async (tx) => {
    const row = await lockOpen(tx, dossierId);
    if (row.status === 'GOEDGEKEURD') throw conflict(CLEANUP_MESSAGES.alreadyApproved);
    if (row.status === 'GEPLAND') throw conflict(CLEANUP_MESSAGES.alreadyStarted);
    if (row.gemarkeerdDoor === user.id) throw conflict(CLEANUP_MESSAGES.ownMarking);
    return update(tx, row, user.id, { status: 'GOEDGEKEURD', goedgekeurdDoor: user.id, goedgekeurdOp: new Date() });
  });
}

/** Puts an approved clean-up on the job queue, in the caller's transaction. */
async function schedule(tx: Tx, user: SessionUser, row: OpschoningRow) {
  const job = await enqueue(tx, CLEANUP_DOSSIER_JOB, { opschoningId: row.id }, { key: `${CLEANUP_DOSSIER_JOB}:${row.id}`, createdBy: user.id });
  return update(tx, row, user.id, { status: 'GEPLAND', gestartDoor: user.id, gestartOp: new Date(), jobId: job.id });
}

/**
 * PATCH /documenten/cleanup-start?limit=n: starts the clean-up of at most `limit` approved
 * dossiers, longest approved first, each as a job of its own. Two calls at once start different
 * dossiers (SKIP LOCKED).
 */
export function startCleanup(db: Db, user: SessionUser, limit: number) {
  return db.transaction(async (tx) => {
    const approved = await tx
      .select()
      .from(dossierOpschoningen)
      .where(eq(dossierOpschoningen.status, 'GOEDGEKEURD'))
      .orderBy(asc(dossierOpschoningen.goedgekeurdOp), asc(dossierOpschoningen.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const started: OpschoningRow[] = [];
    for (const row of approved) started.push(await schedule(tx, user, row));
    return started;
  });
}

/** DELETE /dossiers/delete/{id}/data: starts the clean-up of this one approved dossier now; asking again answers the running one. */
export function deleteDossierData(db: Db, user: SessionUser, dossierId: number) {
  return db.transaction(async (tx) => {
    const row = await lockOpen(tx, dossierId);
    if (row.status === 'GEPLAND') return row;
    if (row.status === 'GEMARKEERD') throw conflict(CLEANUP_MESSAGES.notApproved);
    return schedule(tx, user, row);
  });
}

/**
 * DELETE /documenten/{id}/cleanup: removes one document of a dossier that stays, with every
 * version's file (a copy of an identity paper past its own term), as a job.
 */
export function cleanupDocument(db: Db, user: SessionUser, documentId: number) {
  return db.transaction(async (tx) => {
    const [document] = await tx.select({ id: documenten.id }).from(documenten).where(eq(documenten.id, documentId));
    if (!document) throw notFound();
    return enqueue(tx, CLEANUP_DOCUMENT_JOB, { documentId, door: user.id }, { key: `${CLEANUP_DOCUMENT_JOB}:${documentId}`, createdBy: user.id });
  });
}
