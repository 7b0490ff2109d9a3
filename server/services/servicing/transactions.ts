import { and, type AnyColumn, count, eq, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { personName } from '../../../contract/names';
import { CREDIT_TYPES, type LoanTransactionType, type loanTransactionQuery, type ServicingSummary } from '../../../contract/transactions';
import { fieldSort, pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { dossiers, gebruikers, hypotheken, leningdelen, leningTransacties as t } from '../../db/schema';
import { general, notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';
import { visibleTo } from '../dossiers/scope';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { amsterdamDay } from '../workload/calendar';
import { cents } from './interest';

/**
 * The loan-servicing ledger of a dossier (docs/transactions.md): its list, where the loan stands,
 * and taking back an allocated payment. A reversed allocation and its reversal cancel each other
 * out, so the list leaves both out (spec 001 §7: reversed payment allocations are hidden from
 * servicing lists); the figures leave them out for the same reason.
 */

/** What a list shows: every line but a reversed allocation and the reversal that took it back. */
const listed = and(isNull(t.teruggedraaidOp), isNull(t.terugdraaiingVan));

const columns = {
  id: t.id,
  dossierId: t.dossierId,
  transactionType: t.transactionType,
  leningdeel: t.leningdeel,
  boekdatum: t.boekdatum,
  valutadatum: t.valutadatum,
  bedrag: t.bedrag,
  kosten: t.kosten,
  rente: t.rente,
  aflossing: t.aflossing,
  omschrijving: t.omschrijving,
  kenmerk: t.kenmerk,
  voorLetters: gebruikers.voorLetters,
  tussenVoegsels: gebruikers.tussenVoegsels,
  achterNaam: gebruikers.achterNaam,
};
const selectLines = (db: Db | Tx) => db.select(columns).from(t).leftJoin(gebruikers, eq(gebruikers.id, t.geboektDoor));
type Line = Awaited<ReturnType<typeof selectLines>>[number];

const view = ({ voorLetters, tussenVoegsels, achterNaam, ...row }: Line) => ({
  ...row,
  richting: CREDIT_TYPES.includes(row.transactionType) ? ('CREDIT' as const) : ('DEBET' as const),
  geboektDoor: achterNaam === null ? null : personName({ voorLetters: voorLetters ?? '', tussenVoegsels, achterNaam }),
});

/** GET /transaction: a page of the dossier's ledger, newest booking first. */
export async function listTransactions(db: Db, user: SessionUser, q: z.output<typeof loanTransactionQuery>) {
  await readDossier(db, user, q.dossierId);
  const where = and(eq(t.dossierId, q.dossierId), listed, q.transactionType?.length ? inArray(t.transactionType, q.transactionType) : undefined);
  const order = fieldSort(q.sort, { boekdatum: t.boekdatum, valutadatum: t.valutadatum, bedrag: t.bedrag, transactionType: t.transactionType }, t.id, { field: 'boekdatum', direction: 'desc' });
  return pageOf(
    q,
    async (limit, offset) => (await selectLines(db).where(where).orderBy(...order).limit(limit).offset(offset)).map(view),
    async () => (await db.select({ n: count() }).from(t).where(where))[0].n,
  );
}

const sumOf = (column: AnyColumn, ...types: LoanTransactionType[]) =>
  sql<number>`coalesce(sum(${column}) filter (where ${inArray(t.transactionType, types)}), 0)`.mapWith(Number);

/** GET /dossiers/{id}/servicing: principal still owed, arrears, the last payment, over the lines that count. */
export async function servicingSummary(db: Db, user: SessionUser, dossierId: number): Promise<ServicingSummary> {
  const dossier = await readDossier(db, user, dossierId);
  const [figures] = await db
    .select({
      inBeheerSinds: min(t.boekdatum),
      overgenomen: sumOf(t.bedrag, 'LOAN_BOARDING'),
      afgelost: sql<number>`${sumOf(t.aflossing, 'PAYMENT_ALLOCATION')} + ${sumOf(t.bedrag, 'EXTRA_REPAYMENT')}`.mapWith(Number),
      gerekend: sumOf(t.bedrag, 'INTEREST_CHARGE', 'ARREARS_COSTS'),
      betaald: sql<number>`${sumOf(t.rente, 'PAYMENT_ALLOCATION')} + ${sumOf(t.kosten, 'PAYMENT_ALLOCATION')}`.mapWith(Number),
      laatsteBetaling: sql<string | null>`max(${t.valutadatum}) filter (where ${t.transactionType} = 'PAYMENT_ALLOCATION')`.mapWith(t.valutadatum),
    })
    .from(t)
    .where(and(eq(t.dossierId, dossierId), listed));
  const [{ teruggedraaid }] = await db
    .select({ teruggedraaid: count() })
    .from(t)
    .where(and(eq(t.dossierId, dossierId), isNotNull(t.teruggedraaidOp)));
  return {
    leningType: dossier.leningType as ServicingSummary['leningType'],
    inBeheerSinds: figures.inBeheerSinds,
    hoofdsomBijOvername: cents(figures.overgenomen),
    restschuld: cents(figures.overgenomen - figures.afgelost),
    achterstand: cents(Math.max(0, figures.gerekend - figures.betaald)),
    laatsteBetaling: figures.laatsteBetaling as string | null,
    teruggedraaid,
  };
}

export const REVERSAL_MESSAGES = {
  notAllocation: 'Alleen de toewijzing van een betaling kan worden teruggedraaid.',
  alreadyReversed: 'Deze toewijzing is al teruggedraaid.',
  notInServicing: 'De lening van dit dossier is niet in beheer.',
};

/**
 * POST /transaction/{id}/reversal: takes an allocated payment back (a collection the borrower
 * reversed, a payment allocated to the wrong loan). Books the reversal beside it and marks the
 * allocation, in one transaction under the allocation's row lock, so it is taken back once.
 */
export async function reverseAllocation(db: Db, user: SessionUser, id: number, reden: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ line: t, leningType: dossiers.leningType })
      .from(t)
      .innerJoin(dossiers, eq(dossiers.id, t.dossierId))
      .where(and(eq(t.id, id), visibleTo(user)))
      .for('update', { of: t });
    if (!line) throw notFound();
    const original = line.line;
    if (original.transactionType !== 'PAYMENT_ALLOCATION') throw general(409, REVERSAL_MESSAGES.notAllocation);
    if (original.teruggedraaidOp) throw general(409, REVERSAL_MESSAGES.alreadyReversed);
    if (line.leningType === 'ORIGINATION') throw general(409, REVERSAL_MESSAGES.notInServicing);
    const [reversal] = await tx
      .insert(t)
      .values({
        dossierId: original.dossierId,
        transactionType: 'PAYMENT_ALLOCATION_REVERSAL',
        leningdeel: original.leningdeel,
        boekdatum: amsterdamDay(now),
        valutadatum: original.valutadatum,
        bedrag: original.bedrag,
        kosten: original.kosten,
        rente: original.rente,
        aflossing: original.aflossing,
        omschrijving: `Terugdraaiing: ${original.omschrijving}`,
        kenmerk: original.kenmerk,
        terugdraaiingVan: original.id,
        reden,
        geboektDoor: user.id,
        geboektOp: now,
      })
      .returning({ id: t.id });
    await tx.update(t).set({ teruggedraaidOp: now }).where(eq(t.id, original.id));
    const [row] = await selectLines(tx).where(eq(t.id, reversal.id));
    return view(row);
  });
}

const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 });

/** What a boarding line says: the principal taken over, and of a loan part its repayment form and rate. */
export const boardingText = (part: { aflosvorm: string | null; rentePercentage: number | null }) =>
  part.aflosvorm === null || part.rentePercentage === null
    ? 'Hoofdsom overgenomen in beheer'
    : `Hoofdsom overgenomen in beheer (${part.aflosvorm === 'Annuiteit' ? 'annuïteit' : part.aflosvorm.toLowerCase()}, ${PERCENT.format(part.rentePercentage)}%)`;

/**
 * The boarding of a loan into servicing (POST /dossiers/{id}/sendtoservicing, in its transaction):
 * one line per loan part with the amount taken over, or the loan's principal when it has no parts.
 * The servicing run books from here on.
 */
export async function boardLoan(tx: Tx, dossierId: number, userId: number, now = new Date()) {
  const parts = await tx
    .select({
      volgnummer: leningdelen.volgnummer,
      aflosvorm: leningdelen.aflosvorm,
      rentePercentage: leningdelen.rentePercentage,
      bedrag: sql<number>`coalesce(${leningdelen.bedrag}, ${hypotheken.hoofdsom})`.mapWith(Number),
    })
    .from(hypotheken)
    .leftJoin(leningdelen, eq(leningdelen.hypotheekId, hypotheken.id))
    .where(eq(hypotheken.dossierId, dossierId))
    .orderBy(leningdelen.volgnummer);
  const lines = parts.filter((p) => p.bedrag > 0);
  if (!lines.length) return;
  const day = amsterdamDay(now);
  await tx.insert(t).values(
    lines.map((part) => ({
      dossierId,
      transactionType: 'LOAN_BOARDING' as const,
      leningdeel: part.volgnummer,
      boekdatum: day,
      valutadatum: day,
      bedrag: part.bedrag,
      omschrijving: boardingText(part),
      geboektDoor: userId,
      geboektOp: now,
    })),
  );
}
