import { pdfLib } from './pdf-lib';
import { personName } from '../../../contract/names';
import { APPROVAL_NIVEAUS, APPROVAL_RESULTATEN } from '../../../contract/dossier-approvals';
import { TextCursor } from './text-layout';

export interface ApprovalsReport {
  dossierId: number;
  reference: string | null;
  applicants: { voorLetters: string | null; tussenVoegsels: string | null; achterNaam: string }[];
  approvals: {
    niveau: string;
    resultaat: string;
    toelichting: string | null;
    beoordeeldOp: Date | string;
    gebruiker: { voorLetters: string | null; tussenVoegsels: string | null; achterNaam: string } | null;
  }[];
  printedAt: Date;
}

const T = {
  title: (id: number) => `Beoordelingen dossier ${id}`,
  reference: 'Kenmerk',
  applicants: 'Aanvrager(s)',
  none: 'Er zijn nog geen beoordelingen vastgelegd.',
  result: 'Resultaat',
  by: 'Beoordeeld door',
  at: 'Op',
  toelichting: 'Toelichting',
  printed: 'Afgedrukt op',
  producer: 'Hypotheek Backoffice',
};

const AMSTERDAM = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** 31-05-2024 14:05, in Dutch time. */
const when = (value: Date | string) => AMSTERDAM.format(new Date(value)).replace(/\//g, '-').replace(',', '');
const nameOf = <T extends { id: string; name: string }>(list: readonly T[], id: string) => list.find((i) => i.id === id)?.name ?? id;

/**
 * The acceptance approvals of one dossier as a PDF for the file: dossier, applicants and each
 * judgement (level, result, who, when, explanation). The title carries the dossier number so a
 * saved file says what it is.
 */
export async function approvalsPdf(report: ApprovalsReport): Promise<Uint8Array> {
  const { PageSizes, PDFDocument, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.create();
  const title = T.title(report.dossierId);
  doc.setTitle(title);
  doc.setSubject(report.applicants.map(personName).join(' & '));
  doc.setProducer(T.producer);
  doc.setCreator(T.producer);
  doc.setCreationDate(report.printedAt);
  doc.setModificationDate(report.printedAt);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const text = new TextCursor(() => doc.addPage(PageSizes.A4), regular);
  const write = (value: string, options?: { size?: number; indent?: number; gap?: number }) => text.write(value, options);
  const strong = (value: string, size: number, gap = 4) => text.write(value, { size, gap, font: bold });

  strong(title, 16, 10);
  if (report.reference) write(`${T.reference}: ${report.reference}`);
  write(`${T.applicants}: ${report.applicants.map(personName).join(' & ') || '-'}`);
  write(`${T.printed}: ${when(report.printedAt)}`, { gap: 14 });

  if (!report.approvals.length) write(T.none);
  for (const a of report.approvals) {
    strong(nameOf(APPROVAL_NIVEAUS, a.niveau), 12);
    write(`${T.result}: ${nameOf(APPROVAL_RESULTATEN, a.resultaat)}`, { indent: 10 });
    write(`${T.by}: ${personName(a.gebruiker) || '-'}`, { indent: 10 });
    write(`${T.at}: ${when(a.beoordeeldOp)}`, { indent: 10 });
    if (a.toelichting) write(`${T.toelichting}: ${a.toelichting}`, { indent: 10 });
    text.space(10);
  }
  return doc.save();
}
