import { count, eq, inArray } from 'drizzle-orm';
import { issueInvoice } from '../services/invoices/invoices';
import type { FileStorage } from '../services/storage/storage';
import type { Db } from '../db/client';
import { factuurRegels, facturen, gebruikers } from '../db/schema';

/** Months back the demo invoices the adviser's office for (docs/invoices.md). */
const DEMO_MONTHS = 12;

/** The fee lines of Beheer › Financieel the demo invoices are made from. */
const DEMO_FEE_LINES = [
  { omschrijving: 'Behandelvergoeding hypotheekaanvraag', bedrag: 295, btw: 'HOOG', grootboekrekening: '8010' },
  { omschrijving: 'Acceptatie en documentcontrole', bedrag: 125, btw: 'HOOG', grootboekrekening: '8020' },
  { omschrijving: 'Passeerbegeleiding notaris', bedrag: 75, btw: 'HOOG', grootboekrekening: '8030' },
  { omschrijving: 'Bemiddeling geldverstrekker (vrijgesteld)', bedrag: 150, btw: 'VRIJGESTELD', grootboekrekening: '8100' },
  { omschrijving: 'Klantmap en drukwerk', bedrag: 12.5, btw: 'LAAG', grootboekrekening: '8200' },
];

export async function hasInvoices(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(facturen);
  return n > 0;
}

/**
 * The demo adviser's office gets an invoice for each of the last complete months with a passed
 * dossier, made by the same issueInvoice the back office uses. The demo fee lines come first,
 * those not there yet by their description: lines someone added in Beheer › Financieel (in force
 * from today, say) would otherwise leave the past months without an invoice. A dozen small PDFs:
 * well under a second.
 */
export async function seedInvoices(db: Db, storage: FileStorage, now = new Date()) {
  const present = await db
    .select({ omschrijving: factuurRegels.omschrijving })
    .from(factuurRegels)
    .where(inArray(factuurRegels.omschrijving, DEMO_FEE_LINES.map((line) => line.omschrijving)));
  const missing = DEMO_FEE_LINES.filter((line) => !present.some((row) => row.omschrijving === line.omschrijving));
  if (missing.length > 0) await db.insert(factuurRegels).values(missing.map((line) => ({ ...line, ingangsdatum: '2020-01-01' })));
  const [adviser] = await db.select({ kantoorId: gebruikers.kantoorId }).from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
  if (!adviser?.kantoorId) return;
  for (let back = DEMO_MONTHS; back >= 1; back--) {
    const periode = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
    await issueInvoice(db, storage, adviser.kantoorId, periode);
  }
}
