import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, hypotheken, leningdelen, leningTransacties as t } from '../../db/schema';
import { scheduleDaily } from '../jobs/daily';
import type { JobWorker } from '../jobs/worker';
import { amsterdamDay } from '../workload/calendar';

/**
 * The servicing run's interest (docs/transactions.md "The servicing run"): at each month's end the
 * month's interest of every loan part in servicing, 30/360 as Dutch lenders count it. The demo's
 * ledgers (server/demo/transactions.ts) are booked with the same sums and texts.
 */

export const SERVICING_INTEREST_JOB = 'beheer.rente';
/** Dutch time of the nightly run: the month that ended at midnight is booked before the working day. */
const RUN_HOUR = 1;
/** Loans per transaction: a month's run over many loans locks and holds little at a time. */
const BATCH = 100;

const MONTH = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 });

/** Euros rounded to cents, as every amount of the ledger is booked. */
export const cents = (euros: number) => Math.round(euros * 100) / 100;

/** The days of a month that bear interest: 30, or in the month of boarding those from its boarding day on. */
export const interestDays = (boardingDayOfMonth?: number) => (boardingDayOfMonth === undefined ? 30 : Math.max(1, 30 - boardingDayOfMonth + 1));

/** A month's interest on what is owed, in euros with cents. */
export const monthInterest = (owed: number, rentePercentage: number, days: number) => cents(((owed * rentePercentage) / 100 / 360) * days);

/** "Rente november 2026 (5,25%)": the line's text, `month` any moment of that month (UTC). */
export const interestText = (month: Date, rentePercentage: number) => `Rente ${MONTH.format(month)} (${PERCENT.format(rentePercentage)}%)`;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last day of every month from the boarding day's month up to and including the last one that ended before `today`. */
function monthEndsSince(boarded: string, today: string) {
  const ends: string[] = [];
  const first = new Date(utc(boarded));
  for (let year = first.getUTCFullYear(), month = first.getUTCMonth(); ; month === 11 ? ((month = 0), year++) : month++) {
    const end = iso(Date.UTC(year, month + 1, 0));
    if (end >= today) return ends;
    ends.push(end);
  }
}

const part = (dossierId: number, leningdeel: number | null) => `${dossierId}:${leningdeel ?? ''}`;

/** The BTL loans in servicing: the ones the run books for. */
const loansInServicing = async (db: Db) =>
  (
    await db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(and(eq(dossiers.btl, true), inArray(dossiers.leningType, ['SERVICING', 'SPECIAL_SERVICING'])))
      .orderBy(dossiers.id)
  ).map((d) => d.id);

interface Outcome {
  geboekt: number;
  /** Loan parts whose interest rate is not known (no loan part of that number any more): left for a person. */
  zonderRente: string[];
}

interface RunOptions {
  /** The Dutch day the run books up to (not including its month); today by default. */
  today?: string;
  /** Hears how far the run is, after each batch of loans. */
  onBatch?: (done: number, total: number) => Promise<void>;
}

/**
 * Books the interest of every month that ended before `today` and has none yet, per loan part
 * boarded, for the loans given. The interest is over the principal owed at the month's end: taken
 * over, less the repayments of allocations that stand and the extra repayments valued up to that
 * day. Safe to run twice and beside another run: a month's line per part is unique, a second
 * insert of it does nothing.
 */
async function bookFor(db: Db, ids: number[], today: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const boardings = await tx
      .select({ dossierId: t.dossierId, leningdeel: t.leningdeel, boarded: t.valutadatum, bedrag: t.bedrag })
      .from(t)
      .where(and(inArray(t.dossierId, ids), eq(t.transactionType, 'LOAN_BOARDING')));
    const rates = await tx
      .select({ dossierId: hypotheken.dossierId, volgnummer: leningdelen.volgnummer, rentePercentage: leningdelen.rentePercentage })
      .from(leningdelen)
      .innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId))
      .where(inArray(hypotheken.dossierId, ids));
    const booked = await tx
      .select({ dossierId: t.dossierId, leningdeel: t.leningdeel, valutadatum: t.valutadatum })
      .from(t)
      .where(and(inArray(t.dossierId, ids), eq(t.transactionType, 'INTEREST_CHARGE')));
    // What lowers the principal: the repayment part of an allocation that stands, an extra repayment.
    const repaid = await tx
      .select({
        dossierId: t.dossierId,
        leningdeel: t.leningdeel,
        valutadatum: t.valutadatum,
        bedrag: sql<number>`case when ${t.transactionType} = 'EXTRA_REPAYMENT' then ${t.bedrag} else coalesce(${t.aflossing}, 0) end`.mapWith(Number),
      })
      .from(t)
      .where(and(inArray(t.dossierId, ids), inArray(t.transactionType, ['PAYMENT_ALLOCATION', 'EXTRA_REPAYMENT']), isNull(t.teruggedraaidOp)));

    const rateOf = new Map(rates.map((r) => [part(r.dossierId, r.volgnummer), r.rentePercentage]));
    const bookedMonths = new Set(booked.map((b) => `${part(b.dossierId, b.leningdeel)}:${b.valutadatum}`));
    const lines: (typeof t.$inferInsert)[] = [];
    const zonderRente: string[] = [];
    for (const boarding of boardings) {
      const key = part(boarding.dossierId, boarding.leningdeel);
      const rentePercentage = rateOf.get(key);
      const open = monthEndsSince(boarding.boarded, today).filter((end) => !bookedMonths.has(`${key}:${end}`));
      if (!open.length) continue;
      if (rentePercentage === undefined) {
        zonderRente.push(`dossier ${boarding.dossierId} deel ${boarding.leningdeel ?? '–'}`);
        continue;
      }
      const repayments = repaid.filter((r) => part(r.dossierId, r.leningdeel) === key);
      for (const end of open) {
        const owed = cents(boarding.bedrag - repayments.filter((r) => r.valutadatum <= end).reduce((sum, r) => sum + r.bedrag, 0));
        if (owed <= 0) continue;
        const firstMonth = end.slice(0, 7) === boarding.boarded.slice(0, 7);
        const bedrag = monthInterest(owed, rentePercentage, interestDays(firstMonth ? Number(boarding.boarded.slice(8, 10)) : undefined));
        if (bedrag <= 0) continue;
        lines.push({
          dossierId: boarding.dossierId,
          transactionType: 'INTEREST_CHARGE',
          leningdeel: boarding.leningdeel,
          boekdatum: end,
          valutadatum: end,
          bedrag,
          omschrijving: interestText(new Date(utc(end)), rentePercentage),
        });
      }
    }
    const inserted = lines.length ? await tx.insert(t).values(lines).onConflictDoNothing().returning({ id: t.id }) : [];
    return { geboekt: inserted.length, zonderRente };
  });
}

/** The run over every loan in servicing. */
export async function bookInterest(db: Db, { today = amsterdamDay(new Date()), onBatch }: RunOptions = {}) {
  const ids = await loansInServicing(db);
  const outcome: Outcome = { geboekt: 0, zonderRente: [] };
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = await bookFor(db, ids.slice(start, start + BATCH), today);
    outcome.geboekt += batch.geboekt;
    outcome.zonderRente.push(...batch.zonderRente);
    await onBatch?.(Math.min(start + BATCH, ids.length), ids.length);
  }
  return { leningen: ids.length, ...outcome };
}

/** The nightly job on the queue (docs/jobs.md "Daily jobs"): book what ended, then queue the next night. */
export function registerInterestRun(jobs: JobWorker, db: Db) {
  jobs.register(SERVICING_INTEREST_JOB, async (job) => {
    const outcome = await bookInterest(db, {
      onBatch: async (done, total) => {
        if (job.signal.aborted) throw new Error('gestopt');
        await job.progress(done, total);
      },
    });
    await scheduleInterestRun(db);
    return outcome;
  });
}

export const scheduleInterestRun = (db: Db) => scheduleDaily(db, SERVICING_INTEREST_JOB, RUN_HOUR);
