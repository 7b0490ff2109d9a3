import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { BTW_PERCENTAGES, type BtwTarief, type InvoiceLine } from '../../../contract/invoices';
import type { Db } from '../../db/client';
import { bestanden, dossiers, factuurRegels, facturen, kantoren } from '../../db/schema';
import { pageOf } from '../../crud/list-query';
import { forbidden, notFound } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { STAFF_TYPES } from '../permissions/staff';
import { insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import { invoicePdf } from './invoice-pdf';

/** Days an office has to pay (docs/invoices.md). */
const PAYMENT_DAYS = 30;

/**
 * Who may see an office's invoices (docs/invoices.md): an adviser those of their own office, with
 * MENU_FACTUREN_VIEW; the organisation's staff with BEHEER_FINANCIEEL those of every office. Another
 * office's invoices answer 404 to an adviser, as another office's dossiers do; a lender or a
 * staff member without the permission gets 403.
 */
function checkOffice(user: SessionUser, kantoorId: number) {
  if (user.typeCode === 'A') {
    if (!user.permissions.has('MENU_FACTUREN_VIEW')) throw forbidden();
    if (user.kantoorId !== kantoorId) throw notFound();
    return;
  }
  if (!STAFF_TYPES.includes(user.typeCode) || !user.permissions.has('BEHEER_FINANCIEEL')) throw forbidden();
}

/** GET /kantoors/{id}/facturen: the office's invoices, newest month first, zero-based pages. */
export async function listInvoices(db: Db, user: SessionUser, kantoorId: number, paging: { page: number; size: number }) {
  checkOffice(user, kantoorId);
  const [office] = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.id, kantoorId));
  if (!office) throw notFound();
  const where = eq(facturen.kantoorId, kantoorId);
  return pageOf(
    paging,
    (limit, offset) =>
      db
        .select({
          id: facturen.id,
          nummer: facturen.nummer,
          kantoorId: facturen.kantoorId,
          periode: facturen.periode,
          factuurDatum: facturen.factuurDatum,
          bedragExclBtw: facturen.bedragExclBtw,
          btwBedrag: facturen.btwBedrag,
          bedragInclBtw: facturen.bedragInclBtw,
          aantalRegels: sql<number>`jsonb_array_length(${facturen.regels})::int`,
          createdAt: facturen.createdAt,
        })
        .from(facturen)
        .where(where)
        .orderBy(desc(facturen.periode), desc(facturen.id))
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ total: sql<number>`count(*)::int` }).from(facturen).where(where))[0].total,
  );
}

/** GET /facturen/{id}/pdf: the stored PDF of an invoice the caller may see. */
export async function invoiceFile(db: Db, user: SessionUser, id: number) {
  const [row] = await db.select({ kantoorId: facturen.kantoorId, file: bestanden }).from(facturen).innerJoin(bestanden, eq(bestanden.id, facturen.bestandId)).where(eq(facturen.id, id));
  if (!row) throw notFound();
  checkOffice(user, row.kantoorId);
  return row.file;
}

const cents = (euros: number) => Math.round(euros * 100);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextMonth = (periode: string) => {
  const [year, month] = periode.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
};

/**
 * The lines of an office's month (docs/invoices.md, "How an invoice is made"): every dossier of the
 * office that reached Gepasseerd in that month (Dutch time) gets one line per fee line of Beheer ›
 * Financieel that was active and in force in the month and applies to the dossier's money provider
 * (a fee line without one applies to all).
 */
async function linesOf(db: Db, kantoorId: number, periode: string): Promise<InvoiceLine[]> {
  const end = nextMonth(periode);
  const [passed, fees] = await Promise.all([
    db
      .select({ id: dossiers.id, geldverstrekkerId: dossiers.geldverstrekkerId, aanvragers: dossiers.naamHypotheekGever })
      .from(dossiers)
      .where(
        and(
          eq(dossiers.kantoorId, kantoorId),
          eq(dossiers.fase, 'PASSEREN'),
          eq(dossiers.stap, 'GEPASSEERD'),
          sql`${dossiers.stapSinds} >= (${periode}::timestamp at time zone 'Europe/Amsterdam')`,
          sql`${dossiers.stapSinds} < (${end}::timestamp at time zone 'Europe/Amsterdam')`,
        ),
      )
      .orderBy(asc(dossiers.stapSinds), asc(dossiers.id)),
    db
      .select()
      .from(factuurRegels)
      .where(
        and(
          eq(factuurRegels.active, true),
          lte(factuurRegels.ingangsdatum, addDays(end, -1)),
          or(isNull(factuurRegels.einddatum), gte(factuurRegels.einddatum, periode)),
        ),
      )
      .orderBy(asc(factuurRegels.id)),
  ]);
  return passed.flatMap((dossier) =>
    fees
      .filter((fee) => fee.geldverstrekkerId === null || fee.geldverstrekkerId === dossier.geldverstrekkerId)
      .map((fee) => ({ dossierId: dossier.id, aanvragers: dossier.aanvragers, omschrijving: fee.omschrijving, btw: fee.btw as BtwTarief, bedrag: fee.bedrag })),
  );
}

/** The amounts in whole cents: VAT per rate over the rate's subtotal, as a Dutch invoice states it. */
function totalsOf(lines: readonly InvoiceLine[]) {
  const perTarief = (Object.keys(BTW_PERCENTAGES) as BtwTarief[])
    .map((tarief) => {
      const grondslag = lines.filter((l) => l.btw === tarief).reduce((sum, l) => sum + cents(l.bedrag), 0);
      return { tarief, grondslag, btw: Math.round((grondslag * BTW_PERCENTAGES[tarief]) / 100), present: lines.some((l) => l.btw === tarief) };
    })
    .filter((t) => t.present);
  const exclBtw = perTarief.reduce((sum, t) => sum + t.grondslag, 0);
  const btw = perTarief.reduce((sum, t) => sum + t.btw, 0);
  const euros = (c: number) => c / 100;
  return {
    exclBtw: euros(exclBtw),
    btw: euros(btw),
    inclBtw: euros(exclBtw + btw),
    perTarief: perTarief.map((t) => ({ tarief: t.tarief, grondslag: euros(t.grondslag), btw: euros(t.btw) })),
  };
}

/**
 * Issues the invoice of an office for a month (`periode` its first day): the lines, the PDF in the
 * file store and the row, in one step that leaves nothing behind when it fails. A month without
 * lines gets no invoice (null); a month already invoiced answers the invoice it has.
 */
export async function issueInvoice(db: Db, storage: FileStorage, kantoorId: number, periode: string, factuurDatum = nextMonth(periode)) {
  const [existing] = await db.select().from(facturen).where(and(eq(facturen.kantoorId, kantoorId), eq(facturen.periode, periode)));
  if (existing) return existing;
  const [office] = await db.select().from(kantoren).where(eq(kantoren.id, kantoorId));
  if (!office) throw notFound();
  const regels = await linesOf(db, kantoorId, periode);
  if (!regels.length) return null;
  const totalen = totalsOf(regels);
  // One series a month, numbered by office: unique, and it says which month and office it bills.
  const nummer = `${periode.slice(0, 4)}${periode.slice(5, 7)}-${String(kantoorId).padStart(4, '0')}`;
  const createdAt = new Date();
  const bytes = await invoicePdf({ nummer, periode, factuurDatum, vervalDatum: addDays(factuurDatum, PAYMENT_DAYS), kantoor: office, regels, totalen }, createdAt);
  const file = { ...(await storage.stageBytes(bytes, `Factuur ${nummer}.pdf`)), mimeType: 'application/pdf' };
  return storage.withCommit([file], () =>
    db.transaction(async (tx) => {
      const bestandId = await insertFile(tx, file, null);
      const [row] = await tx
        .insert(facturen)
        .values({ nummer, kantoorId, periode, factuurDatum, regels, bedragExclBtw: totalen.exclBtw, btwBedrag: totalen.btw, bedragInclBtw: totalen.inclBtw, bestandId, createdAt })
        .returning();
      return { result: row };
    }),
  );
}
