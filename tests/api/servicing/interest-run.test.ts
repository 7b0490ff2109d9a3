import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { achtergrondtaken, dossiers, hypotheken, leningdelen, leningTransacties as t } from '../../../server/db/schema';
import { enqueue } from '../../../server/services/jobs/queue';
import { bookInterest, SERVICING_INTEREST_JOB } from '../../../server/services/servicing/interest';
import { amsterdamDay } from '../../../server/services/workload/calendar';
import { testServer } from '../helpers';

/** The servicing run that books the month's interest of the loans in beheer (docs/transactions.md "The servicing run"). */
const { app, database } = await testServer();
const db = database.db;
const today = amsterdamDay(new Date());

const interestOf = (dossierId: number) =>
  db
    .select({ leningdeel: t.leningdeel, boekdatum: t.boekdatum, valutadatum: t.valutadatum, bedrag: t.bedrag, omschrijving: t.omschrijving, geboektDoor: t.geboektDoor })
    .from(t)
    .where(and(eq(t.dossierId, dossierId), eq(t.transactionType, 'INTEREST_CHARGE')))
    .orderBy(asc(t.leningdeel), asc(t.valutadatum));

/** The loans in servicing, with how many extra repayments and allocations their ledgers hold. */
const loans = await db
  .select({
    id: dossiers.id,
    extra: sql<number>`count(*) filter (where ${t.transactionType} = 'EXTRA_REPAYMENT')`.mapWith(Number),
    reversed: sql<number>`count(${t.teruggedraaidOp})`.mapWith(Number),
  })
  .from(dossiers)
  .innerJoin(t, eq(t.dossierId, dossiers.id))
  .where(and(eq(dossiers.btl, true), eq(dossiers.leningType, 'SERVICING')))
  .groupBy(dossiers.id)
  .orderBy(asc(dossiers.id));

/** The first day of the month `back` months before this one, and that month's last day. */
const monthBack = (back: number) => {
  const now = new Date(`${today}T00:00:00Z`);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { first, last: last.toISOString().slice(0, 10), day: (d: number) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), d)).toISOString().slice(0, 10) };
};

describe('the servicing run', () => {
  it('books again, cent for cent and word for word, the interest the demo ledgers hold: an extra repayment and a reversed term included', async () => {
    const loan = loans.find((l) => l.extra > 0 && l.reversed > 0) ?? loans.find((l) => l.extra > 0)!;
    expect(loan).toBeDefined();
    const demo = await interestOf(loan.id);
    expect(demo.length).toBeGreaterThan(2);
    await db.delete(t).where(and(eq(t.dossierId, loan.id), eq(t.transactionType, 'INTEREST_CHARGE')));

    const outcome = await bookInterest(db, { today });
    expect(outcome.geboekt).toBe(demo.length);
    expect(outcome.zonderRente).toEqual([]);
    expect(await interestOf(loan.id)).toEqual(demo);
    // A second run finds every month that ended booked.
    expect((await bookInterest(db, { today })).geboekt).toBe(0);
  });

  it('books each month that ended since the boarding, the first from the boarding day, over what is owed at its end; not the month still running', async () => {
    const loan = loans.filter((l) => l.reversed === 0).at(-1)!;
    const [part] = await db
      .select({ volgnummer: leningdelen.volgnummer, rentePercentage: leningdelen.rentePercentage })
      .from(leningdelen)
      .innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId))
      .where(eq(hypotheken.dossierId, loan.id))
      .orderBy(asc(leningdelen.volgnummer))
      .limit(1);
    // A loan taken over on the 17th two months ago: 14 days of that month bear interest (30/360).
    const boarding = monthBack(2);
    const next = monthBack(1);
    await db.delete(t).where(eq(t.dossierId, loan.id));
    await db.insert(t).values([
      { dossierId: loan.id, transactionType: 'LOAN_BOARDING', leningdeel: part.volgnummer, boekdatum: boarding.day(17), valutadatum: boarding.day(17), bedrag: 300_000, omschrijving: 'Hoofdsom overgenomen in beheer' },
      // A part whose number no longer exists: its rate is unknown, so it is left for a person.
      { dossierId: loan.id, transactionType: 'LOAN_BOARDING', leningdeel: 99, boekdatum: boarding.day(17), valutadatum: boarding.day(17), bedrag: 10_000, omschrijving: 'Hoofdsom overgenomen in beheer' },
      { dossierId: loan.id, transactionType: 'EXTRA_REPAYMENT', leningdeel: part.volgnummer, boekdatum: next.day(10), valutadatum: next.day(10), bedrag: 30_000, omschrijving: 'Extra aflossing' },
    ]);
    // A term allocated and taken back (its reversal pointing at it, as every ledger has it) lowers nothing.
    const term = { dossierId: loan.id, transactionType: 'PAYMENT_ALLOCATION' as const, leningdeel: part.volgnummer, boekdatum: next.day(3), valutadatum: next.day(3), bedrag: 5000, kosten: 0, rente: 0, aflossing: 5000, omschrijving: 'Termijn' };
    const [allocation] = await db.insert(t).values({ ...term, teruggedraaidOp: new Date() }).returning({ id: t.id });
    await db.insert(t).values({ ...term, transactionType: 'PAYMENT_ALLOCATION_REVERSAL', boekdatum: next.day(8), omschrijving: 'Terugdraaiing: Termijn', terugdraaiingVan: allocation.id, reden: 'Storno' });

    const outcome = await bookInterest(db, { today });
    expect(outcome.zonderRente).toEqual([`dossier ${loan.id} deel 99`]);
    const month = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const rate = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }).format(part.rentePercentage);
    const cents = (euros: number) => Math.round(euros * 100) / 100;
    expect(await interestOf(loan.id)).toEqual([
      { leningdeel: part.volgnummer, boekdatum: boarding.last, valutadatum: boarding.last, bedrag: cents(((300_000 * part.rentePercentage) / 100 / 360) * 14), omschrijving: `Rente ${month.format(boarding.first)} (${rate}%)`, geboektDoor: null },
      { leningdeel: part.volgnummer, boekdatum: next.last, valutadatum: next.last, bedrag: cents(((270_000 * part.rentePercentage) / 100 / 360) * 30), omschrijving: `Rente ${month.format(next.first)} (${rate}%)`, geboektDoor: null },
    ]);
    expect(outcome.geboekt).toBe(2);
  });

  it('books a month once when two runs meet, and the database refuses a second line for it', async () => {
    const loan = loans[0];
    const [last] = await db
      .select({ id: t.id, valutadatum: t.valutadatum })
      .from(t)
      .where(and(eq(t.dossierId, loan.id), eq(t.transactionType, 'INTEREST_CHARGE')))
      .orderBy(sql`${t.valutadatum} desc`)
      .limit(1);
    await db.delete(t).where(eq(t.id, last.id));
    const runs = await Promise.all([bookInterest(db, { today }), bookInterest(db, { today })]);
    expect(runs[0].geboekt + runs[1].geboekt).toBe(1);
    const [again] = await interestOf(loan.id).then((lines) => lines.filter((l) => l.valutadatum === last.valutadatum));
    await expect(db.insert(t).values({ ...again, dossierId: loan.id, transactionType: 'INTEREST_CHARGE' })).rejects.toThrow();
  });

  it('runs as a job on the queue, says what it booked, and puts the next night’s run at one o’clock Dutch time', async () => {
    const job = await enqueue(db, SERVICING_INTEREST_JOB, {});
    app.jobs.wake();
    let row = job;
    for (let i = 0; i < 200 && row.status !== 'KLAAR' && row.status !== 'MISLUKT'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [row] = await db.select().from(achtergrondtaken).where(eq(achtergrondtaken.id, job.id));
    }
    expect(row).toMatchObject({ status: 'KLAAR', resultaat: { leningen: expect.any(Number), geboekt: 0 } });
    expect((row.resultaat as { leningen: number }).leningen).toBeGreaterThanOrEqual(loans.length);
    const waiting = await db
      .select({ at: achtergrondtaken.uitvoerenVanaf })
      .from(achtergrondtaken)
      .where(and(eq(achtergrondtaken.soort, SERVICING_INTEREST_JOB), eq(achtergrondtaken.status, 'WACHTEND'), ne(achtergrondtaken.id, job.id)));
    expect(waiting).toHaveLength(1);
    const hour = new Intl.DateTimeFormat('nl-NL', { hour: 'numeric', minute: 'numeric', timeZone: 'Europe/Amsterdam' }).format(waiting[0].at);
    expect(hour).toBe('01:00');
  });

  it('books nothing for a loan not in servicing', async () => {
    const [origination] = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.btl, true), eq(dossiers.leningType, 'ORIGINATION'))).limit(1);
    const boarded = monthBack(3).day(1);
    await db.insert(t).values({ dossierId: origination.id, transactionType: 'LOAN_BOARDING', leningdeel: 1, boekdatum: boarded, valutadatum: boarded, bedrag: 100_000, omschrijving: 'Hoofdsom overgenomen in beheer' });
    await bookInterest(db, { today });
    expect(await interestOf(origination.id)).toEqual([]);
    await db.delete(t).where(eq(t.dossierId, origination.id));
  });
});
