import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { rowsOf, type Db } from '../../db/client';
import { dossiers, gebruikers } from '../../db/schema';
import { AppError, general, notYours, validationError } from '../../errors';
import { changeDossier, type Dossier, type Tx } from '../dossiers/audit';
import { dossierRowsSql, workloadView, type RawRow } from '../dossiers/rows';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import type { BusinessCalendar } from './calendar';
import { refusal, unchanged, type WorkloadTarget } from './transitions';

/** User types that can hold workload: the processor's staff (medewerker, employee, behandelaar, supervisor). */
export const WORKLOAD_USER_TYPES = ['M', 'E', 'B', 'V'] as const;

const LABELS = { gebruiker: 'Behandelaar', dossiers: 'Dossiers', status: 'Status' };

/** Refuses a user id that is not an active staff member: 400 VALIDATION on the field gebruiker. */
async function checkAssignable(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx
    .select({ id: gebruikers.id })
    .from(gebruikers)
    .where(and(inArray(gebruikers.id, unique), eq(gebruikers.active, true), inArray(gebruikers.typeCode, [...WORKLOAD_USER_TYPES])));
  if (found.length !== unique.length) {
    throw validationError({ gebruiker: 'Deze gebruiker bestaat niet of is geen actieve medewerker.' }, LABELS);
  }
}

export interface ApplyOptions {
  /** Without DOSSIER_WERKVERDELER_ASSIGN a user moves only unassigned dossiers or their own, and only to themselves. */
  selfOnly?: boolean;
}

/**
 * Moves the workload of the given dossiers in one transaction, all or nothing: the rows are
 * locked in id order (so two batches cannot deadlock), a dossier the actor cannot see answers 404
 * for the whole batch, any refused move 409 with a Dutch reason per dossier. Each change is
 * written with its audit rows.
 */
export const applyWorkload = (
  db: Db,
  actor: SessionUser,
  ids: number[],
  targetOf: (current: Dossier) => WorkloadTarget,
  options: ApplyOptions = {},
) => db.transaction((tx) => applyInTransaction(tx, actor, ids, targetOf, options));

async function applyInTransaction(
  tx: Tx,
  actor: SessionUser,
  ids: number[],
  targetOf: (current: Dossier) => WorkloadTarget,
  options: ApplyOptions,
) {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(dossiers)
    .where(and(inArray(dossiers.id, wanted), visibleTo(actor)))
    .orderBy(asc(dossiers.id))
    .for('update');
  const missing = wanted.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) {
    throw general(404, wanted.length === 1 ? SERVER_MESSAGES.notFound : `Deze dossiers bestaan niet (meer): ${missing.join(', ')}.`);
  }
  const targets = rows.map((row) => ({ row, target: targetOf(row) }));
  if (options.selfOnly) {
    const mine = (id: number | null) => id === null || id === actor.id;
    if (targets.some(({ row, target }) => !unchanged(row, target) && !(mine(row.workloadGebruikerId) && mine(target.gebruikerId)))) {
      // 403 with a text that keeps the session: 'Access is denied' would sign the user out.
      throw notYours();
    }
  }
  await checkAssignable(tx, targets.flatMap(({ target }) => (target.gebruikerId === null ? [] : [target.gebruikerId])));
  const refused = targets.map(({ row, target }) => refusal(row, target)).filter((r): r is string => r !== null);
  if (refused.length) throw new AppError(409, { type: 'GENERAL', messages: refused });
  for (const { row, target } of targets) {
    await changeDossier(
      tx,
      actor.id,
      row,
      { workloadStatus: target.status, workloadGebruikerId: target.gebruikerId },
      { workloadGewijzigdOp: new Date() },
    );
  }
  return wanted;
}

/**
 * The target of a status change (POST /workload/dossier/{id}/status): UITZETTEN clears the user;
 * UITGEZET needs one; BEHANDELING and AFGEROND keep the current user or else take the caller.
 */
export function statusTarget(actor: SessionUser, status: WorkloadTarget['status'], gebruiker: number | null | undefined) {
  return (current: Dossier): WorkloadTarget => {
    if (status === 'UITZETTEN') {
      if (gebruiker) throw validationError({ gebruiker: 'Een dossier dat uitgezet moet worden heeft nog geen behandelaar.' }, LABELS);
      return { status, gebruikerId: null };
    }
    if (gebruiker) return { status, gebruikerId: gebruiker };
    if (status === 'UITGEZET') throw validationError({ gebruiker: 'Kies de medewerker aan wie het dossier wordt uitgezet.' }, LABELS);
    return { status, gebruikerId: current.workloadGebruikerId ?? actor.id };
  };
}

/** Hands a dossier to a user: it becomes UITGEZET for that user (PUT …/assign/{user}). */
export const assignTo =
  (userId: number, status: WorkloadTarget['status'] = 'UITGEZET') =>
  (): WorkloadTarget => ({ status, gebruikerId: userId });

/** Changes the handler but keeps how far the work is; an unassigned dossier becomes UITGEZET. */
export const handOverTo =
  (userId: number) =>
  (current: Dossier): WorkloadTarget => ({
    status: current.workloadStatus === 'UITZETTEN' ? 'UITGEZET' : current.workloadStatus,
    gebruikerId: userId,
  });

/**
 * The rate-offer queue (PUT /workload/renteaanbod/dossier/assign/{user}): hands the `count`
 * running RENTEAANBOD dossiers that wait longest to be handed out to a user. SKIP LOCKED lets two
 * distributors take from the queue at once without getting the same dossiers. Answers their ids.
 */
export const assignRateOffers = (db: Db, actor: SessionUser, userId: number, count: number) =>
  db.transaction(async (tx) => {
    const queue = await tx
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(
        and(
          visibleTo(actor),
          eq(dossiers.fase, 'RENTEAANBOD'),
          eq(dossiers.workloadStatus, 'UITZETTEN'),
          eq(dossiers.status, 'LOPEND'),
          eq(dossiers.gearchiveerd, false),
        ),
      )
      .orderBy(asc(dossiers.stapSinds), asc(dossiers.id))
      .limit(count)
      .for('update', { skipLocked: true });
    if (queue.length === 0) return [];
    return applyInTransaction(tx, actor, queue.map((r) => r.id), assignTo(userId), {});
  });

/** The workload of dossiers as GET /workload/dossier/{id} answers it, in id order; unseen ones are left out. */
export async function workloadViews(db: Db, user: SessionUser, ids: number[], calendar: BusinessCalendar) {
  const visible = sql`(select ${dossiers.id} as id, ${dossiers.id} as n from ${dossiers} where ${and(inArray(dossiers.id, ids), visibleTo(user))})`;
  return rowsOf<RawRow>(await db.execute(dossierRowsSql(visible))).map((raw) => ({
    dossierId: raw.id as number,
    ...workloadView(raw, calendar),
  }));
}
