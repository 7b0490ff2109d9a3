import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { amsterdamDay } from '../services/workload/calendar';
import type { Db } from '../db/client';
import { bankgaranties, dossiers, hypotheekgevers, hypotheken, objecten, verzekeringen } from '../db/schema';

const BANKS = ['ABN AMRO Bank', 'ING Bank', 'Rabobank', 'SNS', 'Triodos Bank', 'Knab'];
const INSURERS = ['Centraal Beheer', 'Nationale-Nederlanden', 'a.s.r.', 'Allianz', 'Interpolis', 'OHRA', 'Klaverblad'];
const DAY = 86_400_000;
const PHASES_WITH_PURCHASE = ['RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN'] as const;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const cents = (value: number) => Math.round(value * 100) / 100;

export async function hasCovers(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(verzekeringen);
  return n > 0;
}

/**
 * Bank guarantees and insurances of the demo dossiers (docs/guarantees.md, docs/insurances.md),
 * from each dossier's own purchase, loan and applicants. Deterministic by dossier id, dates
 * around today so the expiry filters have something to show: some guarantees past their date
 * and still open, some expiring within weeks; an insurance that ends soon, a policy not yet
 * received, a life cover below what the loan asks for.
 */
export async function seedCovers(db: Db, now = new Date()) {
  const today = now.getTime();
  const day = (offset: number) => amsterdamDay(new Date(today + offset * DAY));
  const rows = await db
    .select({
      id: dossiers.id,
      fase: dossiers.fase,
      status: dossiers.status,
      ontvangenOp: dossiers.ontvangenOp,
      hoofdsom: hypotheken.hoofdsom,
      nhg: hypotheken.nhg,
      koopsom: sql<number | null>`(select ${objecten.koopsom} from ${objecten} where ${objecten.dossierId} = ${dossiers.id} order by ${objecten.id} limit 1)`.mapWith(Number),
      marktwaarde: sql<number | null>`(select ${objecten.marktwaarde} from ${objecten} where ${objecten.dossierId} = ${dossiers.id} order by ${objecten.id} limit 1)`.mapWith(Number),
      aanvragerId: sql<number | null>`(select min(${hypotheekgevers.id}) from ${hypotheekgevers} where ${hypotheekgevers.dossierId} = ${dossiers.id})`,
    })
    .from(dossiers)
    .innerJoin(hypotheken, eq(hypotheken.dossierId, dossiers.id))
    .where(and(eq(dossiers.btl, false), eq(dossiers.gearchiveerd, false), inArray(dossiers.fase, [...PHASES_WITH_PURCHASE])))
    .orderBy(asc(dossiers.id));

  const guarantees: (typeof bankgaranties.$inferInsert)[] = [];
  const insurances: (typeof verzekeringen.$inferInsert)[] = [];
  for (const d of rows) {
    const started = amsterdamDay(d.ontvangenOp);
    const passed = d.fase === 'PASSEREN' || d.status === 'AFGEROND';
    const waarde = d.marktwaarde || d.koopsom || d.hoofdsom;
    // The deposit of a purchase (10% of the price) guaranteed to the notary until the transfer.
    if (d.id % 3 === 0 && d.koopsom) {
      const offset = ((d.id * 7) % 120) - 20;
      const open = d.fase === 'RENTEAANBOD' ? 'AANGEVRAAGD' : 'AFGEGEVEN';
      guarantees.push({
        dossierId: d.id,
        bank: BANKS[Math.floor(d.id / 3) % BANKS.length],
        kenmerk: `BG${String(d.id).padStart(7, '0')}`,
        begunstigde: `Notariskantoor ${['De Wit', 'Van Dam', 'Jansen & Partners', 'Bakker Notarissen', 'Visser', 'Mulder & De Jong'][(Math.floor(d.id / 3) * 5) % 6]}`,
        bedrag: roundTo(d.koopsom * 0.1, 100),
        ingangsDatum: started,
        vervalDatum: day(offset),
        status: d.id % 17 === 0 ? 'INGETROKKEN' : offset < 0 && d.id % 2 === 0 ? 'VERVALLEN' : open,
      });
    }
    if (d.fase === 'RENTEAANBOD') continue;
    const insurer = (n: number) => INSURERS[(d.id + n) % INSURERS.length];
    const status = passed ? 'LOPEND' : 'AANGEVRAAGD';
    // Every lender requires the house insured against fire and storm, at its rebuilding value.
    const herbouw = roundTo(waarde * 0.65, 1000);
    insurances.push({
      dossierId: d.id,
      soort: 'OPSTAL',
      maatschappij: insurer(0),
      polisnummer: `OP${String(d.id * 97).padStart(8, '0')}`,
      verzekerdBedrag: herbouw,
      premiePerMaand: cents(6 + (herbouw * 0.0006) / 12),
      ingangsDatum: passed ? started : null,
      status,
      polisOntvangen: passed && d.id % 5 !== 0,
    });
    // Life cover where the loan without NHG is more than 80% of the value: the part above it, sometimes short.
    const required = d.nhg ? 0 : d.hoofdsom - 0.8 * waarde;
    if (required > 0 && d.aanvragerId) {
      const cover = d.id % 5 === 0 ? roundTo(required * 0.5, 1000) : Math.ceil(required / 1000) * 1000;
      insurances.push({
        dossierId: d.id,
        soort: 'ORV',
        hypotheekgeverId: d.aanvragerId,
        maatschappij: insurer(1),
        polisnummer: `ORV${String(d.id * 31).padStart(7, '0')}`,
        verzekerdBedrag: cover,
        premiePerMaand: cents(8 + cover * 0.00018),
        ingangsDatum: passed ? started : null,
        eindDatum: passed ? amsterdamDay(new Date(d.ontvangenOp.getTime() + 30 * 365 * DAY)) : null,
        verpand: true,
        status,
        polisOntvangen: passed,
      });
    }
    // Payment protection for some: a monthly benefit for five years, a few ending within two months.
    if (d.id % 4 === 0 && d.aanvragerId) {
      const ending = d.id % 3 === 0 ? day(10 + (d.id % 50)) : amsterdamDay(new Date(d.ontvangenOp.getTime() + 5 * 365 * DAY));
      insurances.push({
        dossierId: d.id,
        soort: 'WOONLASTEN',
        hypotheekgeverId: d.aanvragerId,
        maatschappij: insurer(2),
        polisnummer: `WL${String(d.id * 13).padStart(7, '0')}`,
        verzekerdBedrag: roundTo(d.hoofdsom * 0.004, 50),
        premiePerMaand: cents(20 + d.hoofdsom * 0.00008),
        ingangsDatum: started,
        eindDatum: ending,
        status: 'LOPEND',
        polisOntvangen: d.id % 8 !== 0,
      });
    }
  }
  await db.transaction(async (tx) => {
    if (guarantees.length) await tx.insert(bankgaranties).values(guarantees);
    if (insurances.length) await tx.insert(verzekeringen).values(insurances);
  });
}
