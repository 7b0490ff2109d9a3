import { z } from 'zod';
import { moment } from './documents';
import { int32, MSG } from './rules';

/** Invoices of the back office to an adviser's office, one a month (docs/invoices.md). */

/** The VAT rates of the fee lines (contract/beheer/financieel.ts), in per cent. */
export const BTW_PERCENTAGES = { HOOG: 21, LAAG: 9, VRIJGESTELD: 0 } as const;
export type BtwTarief = keyof typeof BTW_PERCENTAGES;

/** One line: a fee line applied to one passed dossier, the amount in euros excl. btw. */
export interface InvoiceLine {
  dossierId: number;
  aanvragers: string;
  omschrijving: string;
  btw: BtwTarief;
  bedrag: number;
}

/** An invoice as GET /kantoors/{id}/facturen lists it; the PDF is GET /facturen/{id}/pdf. */
export const invoiceSchema = z.object({
  id: z.number(),
  nummer: z.string(),
  kantoorId: z.number(),
  periode: z.string().describe('first day of the invoiced month, YYYY-MM-DD'),
  factuurDatum: z.string().describe('YYYY-MM-DD'),
  bedragExclBtw: z.number(),
  btwBedrag: z.number(),
  bedragInclBtw: z.number(),
  aantalRegels: z.number(),
  createdAt: moment,
});

export const invoicePageQuery = z.object({
  page: z.coerce.number({ error: MSG.integer }).pipe(int32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange)).optional().default(0),
  size: z.coerce.number({ error: MSG.integer }).pipe(int32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(100, MSG.outOfRange)).optional().default(25),
});
