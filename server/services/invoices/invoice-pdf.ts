import type { PDFFont, PDFPage } from 'pdf-lib';
import { BTW_PERCENTAGES, type BtwTarief, type InvoiceLine } from '../../../contract/invoices';
// The standard fonts speak WinAnsi only; a name with another character must not break the invoice.
import { pdfLib } from '../pdf/pdf-lib';
import { encodable } from '../pdf/text-layout';

interface InvoiceDocument {
  nummer: string;
  /** The first day of the invoiced month, YYYY-MM-DD. */
  periode: string;
  factuurDatum: string;
  vervalDatum: string;
  kantoor: { bedrijfsNaam: string; plaatsNaam: string };
  regels: readonly InvoiceLine[];
  totalen: { exclBtw: number; perTarief: readonly { tarief: BtwTarief; grondslag: number; btw: number }[]; btw: number; inclBtw: number };
}

const T = {
  title: (nummer: string) => `Factuur ${nummer}`,
  kop: 'Factuur',
  afzender: 'Hypotheek Backoffice',
  afzenderRegels: ['Postbus 1234', '3500 AA Utrecht', 'KvK 12345678 · btw NL001234567B01'],
  aan: 'Aan',
  nummer: 'Factuurnummer',
  datum: 'Factuurdatum',
  periode: 'Periode',
  verval: 'Te betalen vóór',
  kolommen: { dossier: 'Dossier', omschrijving: 'Omschrijving', btw: 'Btw', bedrag: 'Bedrag excl. btw' },
  subtotaal: 'Subtotaal excl. btw',
  btwOver: (tarief: string, grondslag: string) => `Btw ${tarief} over ${grondslag}`,
  vrijgesteld: 'Vrijgesteld van btw',
  totaal: 'Totaal incl. btw',
  betaling: (bedrag: string, verval: string, nummer: string) =>
    `Wij verzoeken u ${bedrag} vóór ${verval} over te maken op NL00 BANK 0123 4567 89 onder vermelding van factuurnummer ${nummer}.`,
  pagina: (n: number, of: number) => `Pagina ${n} van ${of}`,
};

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** € 1.234,56 with a plain space: the PDF's text then reads and searches as a user types it. */
const euro = (amount: number) => EURO.format(amount).replace(/\u00a0/g, ' ');
const DAY = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 1 november 2026; the dates are calendar days, so read as UTC they never shift a day. */
const longDate = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** november 2026 */
const monthName = (periode: string) => MONTH.format(new Date(`${periode}T00:00:00Z`));
const rate = (tarief: BtwTarief) => (tarief === 'VRIJGESTELD' ? '0 %' : `${BTW_PERCENTAGES[tarief]} %`);

const MARGIN = 50;
/** The width of A4 in points (pdf-lib's PageSizes.A4). */
const A4_WIDTH = 595.28;
/** Right edges of the amount columns and left edges of the text columns, in points on A4. */
const COL = { dossier: MARGIN, omschrijving: MARGIN + 60, btw: 440, bedrag: A4_WIDTH - MARGIN };

/** Cuts a text to a width with an ellipsis, so a long description never runs into the next column. */
function fit(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The invoice as an A4 PDF in Dutch (docs/invoices.md): sender, office, number, dates, one table
 * row per line, the VAT per rate and the total, the payment request, page numbers. Its title is
 * 'Factuur {nummer}', which the viewer shows as the page title.
 */
export async function invoicePdf(invoice: InvoiceDocument, createdAt: Date): Promise<Uint8Array> {
  const { PageSizes, PDFDocument, rgb, StandardFonts } = await pdfLib();
  const GREY = rgb(0.4, 0.4, 0.4);
  const doc = await PDFDocument.create();
  doc.setTitle(T.title(invoice.nummer));
  doc.setSubject(`${invoice.kantoor.bedrijfsNaam}, ${monthName(invoice.periode)}`);
  doc.setAuthor(T.afzender);
  doc.setProducer(T.afzender);
  doc.setCreator(T.afzender);
  doc.setLanguage('nl-NL');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);

  let page: PDFPage;
  let y = 0;
  const text = (value: string, x: number, { size = 10, font = regular, right = false, color = rgb(0, 0, 0) } = {}) => {
    const safe = encodable(value, font);
    page.drawText(safe, { x: right ? x - font.widthOfTextAtSize(safe, size) : x, y, size, font, color });
  };
  const line = (thickness = 0.5) => page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: COL.bedrag, y: y - 4 }, thickness, color: GREY });
  const tableHead = () => {
    text(T.kolommen.dossier, COL.dossier, { font: bold });
    text(T.kolommen.omschrijving, COL.omschrijving, { font: bold });
    text(T.kolommen.btw, COL.btw, { font: bold, right: true });
    text(T.kolommen.bedrag, COL.bedrag, { font: bold, right: true });
    line();
    y -= 20;
  };
  const newPage = (withHead: boolean) => {
    page = doc.addPage(PageSizes.A4);
    y = page.getHeight() - MARGIN;
    if (withHead) {
      text(T.title(invoice.nummer), MARGIN, { size: 9, color: GREY });
      y -= 24;
      tableHead();
    }
  };
  /** Room for `points` more, else the table goes on on a new page under its head. */
  const need = (points: number) => {
    if (y - points < MARGIN + 20) newPage(true);
  };

  newPage(false);
  text(T.afzender, MARGIN, { size: 16, font: bold });
  text(T.kop, COL.bedrag, { size: 22, font: bold, right: true });
  for (const regel of T.afzenderRegels) {
    y -= 13;
    text(regel, MARGIN, { size: 9, color: GREY });
  }
  y -= 36;
  const top = y;
  text(T.aan, MARGIN, { size: 9, color: GREY });
  y -= 14;
  text(invoice.kantoor.bedrijfsNaam, MARGIN, { font: bold });
  y -= 13;
  text(invoice.kantoor.plaatsNaam, MARGIN);
  y = top;
  for (const [label, value] of [
    [T.nummer, invoice.nummer],
    [T.datum, longDate(invoice.factuurDatum)],
    [T.periode, monthName(invoice.periode)],
    [T.verval, longDate(invoice.vervalDatum)],
  ]) {
    text(label, 330, { size: 9, color: GREY });
    text(value, COL.bedrag, { right: true });
    y -= 14;
  }
  y -= 30;
  tableHead();

  const descriptionWidth = COL.btw - 40 - COL.omschrijving;
  for (const regel of invoice.regels) {
    need(28);
    text(String(regel.dossierId), COL.dossier);
    text(fit(encodable(regel.omschrijving, regular), regular, 10, descriptionWidth), COL.omschrijving);
    text(rate(regel.btw), COL.btw, { right: true });
    text(euro(regel.bedrag), COL.bedrag, { right: true });
    y -= 12;
    text(fit(encodable(regel.aanvragers, regular), regular, 8, descriptionWidth), COL.omschrijving, { size: 8, color: GREY });
    y -= 16;
  }

  need(40 + 16 * invoice.totalen.perTarief.length);
  line();
  y -= 20;
  const total = (label: string, amount: number, font = regular) => {
    text(label, COL.btw - 40, { right: true, font });
    text(euro(amount), COL.bedrag, { right: true, font });
    y -= 16;
  };
  total(T.subtotaal, invoice.totalen.exclBtw);
  for (const t of invoice.totalen.perTarief) {
    total(t.tarief === 'VRIJGESTELD' ? T.vrijgesteld : T.btwOver(rate(t.tarief), euro(t.grondslag)), t.btw);
  }
  y -= 4;
  total(T.totaal, invoice.totalen.inclBtw, bold);

  need(40);
  y -= 24;
  for (const part of wrap(T.betaling(euro(invoice.totalen.inclBtw), longDate(invoice.vervalDatum), invoice.nummer), regular, 10, COL.bedrag - MARGIN)) {
    text(part, MARGIN);
    y -= 14;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = T.pagina(i + 1, pages.length);
    p.drawText(label, { x: COL.bedrag - regular.widthOfTextAtSize(label, 8), y: MARGIN - 24, size: 8, font: regular, color: GREY });
  });
  return doc.save();
}

function wrap(value: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return [...lines, current];
}
