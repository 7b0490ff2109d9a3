import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { annuityPayment } from '../services/rates/payments';
import { cents, interestDays, interestText, monthInterest } from '../services/servicing/interest';
import { boardingText } from '../services/servicing/transactions';
import { amsterdamDay } from '../services/workload/calendar';
import type { Db } from '../db/client';
import { dossiers, gebruikers, hypotheken, leningdelen, leningTransacties } from '../db/schema';

type Line = typeof leningTransacties.$inferInsert;

const DAY = 86_400_000;
const MONTH = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A small deterministic generator per dossier (mulberry32), so a dossier's ledger does not shift when others change. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** The first working day on or after a day: a collection or transfer is not booked on a Saturday or Sunday. */
const workday = (ms: number) => {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 6 ? ms + 2 * DAY : weekday === 0 ? ms + DAY : ms;
};
const monthEnd = (year: number, month: number) => Date.UTC(year, month + 1, 0);

interface Part {
  volgnummer: number;
  aflosvorm: string;
  bedrag: number;
  rentePercentage: number;
  looptijdMaanden: number;
}

interface Loan {
  id: number;
  special: boolean;
  boarded: string;
  parts: Part[];
}

/**
 * One loan's ledger from its boarding to today, as a servicer books it: the month's interest at the
 * month's end (the first month pro rata), the term collected on the first working day after it
 * and allocated to interest and repayment by the loan part's repayment form, now and then a
 * collection the borrower reversed (allocation taken back, then paid by transfer), an extra
 * repayment after the sale of a let property, and for a loan in special servicing the last
 * months' collections reversed with reminder costs and nothing paid since.
 */
function ledger(loan: Loan, today: string, staffId: number | null): Line[] {
  const r = random(loan.id * 7919 + 17);
  const lines: Line[] = [];
  const end = utc(today);
  const start = utc(loan.boarded);
  const unpaidFrom = loan.special ? 2 + Math.floor(r() * 3) : 0;
  const padded = String(loan.id).padStart(6, '0');
  for (const part of loan.parts) {
    lines.push({
      dossierId: loan.id,
      transactionType: 'LOAN_BOARDING',
      leningdeel: part.volgnummer,
      boekdatum: loan.boarded,
      valutadatum: loan.boarded,
      bedrag: part.bedrag,
      omschrijving: boardingText(part),
      geboektDoor: staffId,
    });
  }
  const balance = new Map(loan.parts.map((p) => [p.volgnummer, p.bedrag]));
  const months: number[] = [];
  const first = new Date(start);
  for (let year = first.getUTCFullYear(), month = first.getUTCMonth(); monthEnd(year, month) < end; month === 11 ? ((month = 0), year++) : month++) {
    months.push(Date.UTC(year, month, 1));
  }
  months.forEach((monthStart, index) => {
    const m = new Date(monthStart);
    const closing = monthEnd(m.getUTCFullYear(), m.getUTCMonth());
    const name = MONTH.format(m);
    const collection = workday(closing + DAY);
    const stamp = `${m.getUTCFullYear()}${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
    const inArrears = unpaidFrom > 0 && index >= months.length - unpaidFrom;
    const stornoed = inArrears || r() < 0.05;
    // A buy-to-let investor repays part of the loan when a let property is sold; up to 10% a year is free of
    // penalty. Before the month's interest: that is over what is owed at the month's end (as the servicing run books it).
    if (!loan.special && r() < 0.03) {
      const part = loan.parts[0];
      const owed = balance.get(part.volgnummer)!;
      const extra = Math.min(owed, Math.round((part.bedrag * (0.03 + r() * 0.07)) / 1000) * 1000);
      const day = workday(monthStart + Math.floor(r() * 25) * DAY);
      if (extra > 0 && day <= end) {
        lines.push({
          dossierId: loan.id,
          transactionType: 'EXTRA_REPAYMENT',
          leningdeel: part.volgnummer,
          boekdatum: iso(day),
          valutadatum: iso(day),
          bedrag: extra,
          omschrijving: 'Boetevrije extra aflossing na verkoop van een verhuurd object',
          kenmerk: `OVB-AFL-${padded}-${iso(day).replaceAll('-', '')}`,
          geboektDoor: staffId,
        });
        balance.set(part.volgnummer, cents(owed - extra));
      }
    }
    for (const part of loan.parts) {
      const owed = balance.get(part.volgnummer)!;
      if (owed <= 0) continue;
      const rente = monthInterest(owed, part.rentePercentage, interestDays(index === 0 ? new Date(start).getUTCDate() : undefined));
      lines.push({
        dossierId: loan.id,
        transactionType: 'INTEREST_CHARGE',
        leningdeel: part.volgnummer,
        boekdatum: iso(closing),
        valutadatum: iso(closing),
        bedrag: rente,
        omschrijving: interestText(m, part.rentePercentage),
      });
      if (collection > end) continue;
      const left = Math.max(1, part.looptijdMaanden - index);
      const aflossing =
        part.aflosvorm === 'Annuiteit'
          ? Math.min(owed, cents(annuityPayment({ hoofdsom: owed, rentePercentage: part.rentePercentage, looptijdMaanden: left }) - rente))
          : part.aflosvorm === 'Lineair'
            ? Math.min(owed, cents(part.bedrag / part.looptijdMaanden))
            : 0;
      const kenmerk = `INC-${stamp}-${padded}-${part.volgnummer}`;
      const allocation: Line = {
        dossierId: loan.id,
        transactionType: 'PAYMENT_ALLOCATION',
        leningdeel: part.volgnummer,
        boekdatum: iso(collection),
        valutadatum: iso(collection),
        bedrag: cents(rente + aflossing),
        kosten: 0,
        rente,
        aflossing,
        omschrijving: `Termijn ${name} (incasso)`,
        kenmerk,
      };
      lines.push(allocation);
      if (!stornoed) {
        balance.set(part.volgnummer, cents(owed - aflossing));
        continue;
      }
      // The borrower had the collection reversed at the bank (SEPA allows eight weeks; most do it within days).
      const reversed = workday(collection + (3 + Math.floor(r() * 4)) * DAY);
      if (reversed > end) {
        balance.set(part.volgnummer, cents(owed - aflossing));
        continue;
      }
      allocation.teruggedraaidOp = new Date(reversed + 9 * 3600_000);
      lines.push({
        ...allocation,
        transactionType: 'PAYMENT_ALLOCATION_REVERSAL',
        boekdatum: iso(reversed),
        omschrijving: `Terugdraaiing: ${allocation.omschrijving}`,
        teruggedraaidOp: null,
        reden: 'Storno: de klant heeft de incasso laten terugboeken.',
        // Filled in once the allocation has its id (seedTransactions).
        terugdraaiingVan: null,
      });
      if (inArrears) {
        const reminder = workday(reversed + 14 * DAY);
        if (reminder <= end) {
          lines.push({
            dossierId: loan.id,
            transactionType: 'ARREARS_COSTS',
            leningdeel: part.volgnummer,
            boekdatum: iso(reminder),
            valutadatum: iso(reminder),
            bedrag: 25,
            omschrijving: `Aanmaningskosten termijn ${name}`,
          });
        }
        continue;
      }
      const paid = workday(reversed + (5 + Math.floor(r() * 8)) * DAY);
      if (paid > end) continue;
      lines.push({ ...allocation, boekdatum: iso(paid), valutadatum: iso(paid), omschrijving: `Termijn ${name} (overboeking)`, kenmerk: `OVB-${stamp}-${padded}-${part.volgnummer}`, teruggedraaidOp: null });
      balance.set(part.volgnummer, cents(owed - aflossing));
    }
  });
  return lines;
}

/**
 * The ledgers of the demo's BTL loans in servicing (docs/transactions.md), each boarded on the day
 * it passed at the notary. Deterministic per dossier; its own file so the other demo parts do not
 * shift. A reversal points at its allocation by the collection's reference, unique per loan part
 * and month.
 */
export async function seedTransactions(db: Db, now = new Date()) {
  const today = amsterdamDay(now);
  const rows = await db
    .select({ id: dossiers.id, leningType: dossiers.leningType, stapSinds: dossiers.stapSinds, hoofdsom: hypotheken.hoofdsom })
    .from(dossiers)
    .innerJoin(hypotheken, eq(hypotheken.dossierId, dossiers.id))
    .where(and(eq(dossiers.btl, true), inArray(dossiers.leningType, ['SERVICING', 'SPECIAL_SERVICING'])))
    .orderBy(asc(dossiers.id));
  if (!rows.length) return;
  const parts = await db
    .select({ dossierId: hypotheken.dossierId, volgnummer: leningdelen.volgnummer, aflosvorm: leningdelen.aflosvorm, bedrag: leningdelen.bedrag, rentePercentage: leningdelen.rentePercentage, looptijdMaanden: leningdelen.looptijdMaanden })
    .from(leningdelen)
    .innerJoin(hypotheken, eq(hypotheken.id, leningdelen.hypotheekId))
    .where(inArray(hypotheken.dossierId, rows.map((d) => d.id)))
    .orderBy(asc(leningdelen.volgnummer));
  const [staff] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, 'medewerker'));
  const lines = rows.flatMap((d) => {
    const own = parts.filter((p) => p.dossierId === d.id);
    return ledger(
      {
        id: d.id,
        special: d.leningType === 'SPECIAL_SERVICING',
        boarded: amsterdamDay(d.stapSinds),
        parts: own.length ? own : [{ volgnummer: 1, aflosvorm: 'Aflossingsvrij', bedrag: d.hoofdsom, rentePercentage: 5, looptijdMaanden: 360 }],
      },
      today,
      staff?.id ?? null,
    );
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < lines.length; i += 500) await tx.insert(leningTransacties).values(lines.slice(i, i + 500));
    await tx.execute(sql`update ${leningTransacties} r set terugdraaiing_van = a.id
      from ${leningTransacties} a
      where r.transaction_type = 'PAYMENT_ALLOCATION_REVERSAL' and r.terugdraaiing_van is null
        and a.transaction_type = 'PAYMENT_ALLOCATION' and a.dossier_id = r.dossier_id and a.kenmerk = r.kenmerk and a.teruggedraaid_op is not null`);
  });
}
