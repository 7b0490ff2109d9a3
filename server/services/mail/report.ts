import { MAIL_FOLDERS } from '../../../contract/mail';
import type { Db } from '../../db/client';
import { TextCursor } from '../pdf/text-layout';
import { pdfLib } from '../pdf/pdf-lib';
import type { SessionUser } from '../permissions/access';
import { cell } from '../files/csv';
import type { ReportFormat } from '../tasks/report';
import { TIME_ZONE } from '../workload/calendar';
import { checkMailbox, ownMailboxId } from './mailboxes';
import { describeMails, type MailItem, type MailListFilter, mailPageStatements } from './read';

/** A report holds at most this many messages; a larger selection is narrowed with the filter. */
const REPORT_LIMIT = 5000;

const when = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const folderName = (m: MailItem) => (m.gearchiveerd ? 'Archief' : (MAIL_FOLDERS.find((f) => f.id === m.folder)?.name ?? m.folder));
const who = (m: MailItem) => (m.richting === 'IN' ? m.van.email : m.aan.map((a) => a.email).join(', '));

const COLUMNS: [string, (m: MailItem) => string][] = [
  ['Bericht', (m) => String(m.id)],
  ['Postvak', (m) => m.postvak.naam],
  ['Map', folderName],
  ['Ontvangen/verzonden', (m) => when.format(m.ontvangenOp)],
  ['Van/aan', who],
  ['Onderwerp', (m) => m.onderwerp],
  ['Dossier', (m) => (m.dossierId === null ? '' : String(m.dossierId))],
  ['Kantoor', (m) => m.kantoor?.naam ?? ''],
  ['Gelezen', (m) => (m.gelezen ? 'Ja' : 'Nee')],
  ['Opvolgen', (m) => (m.opvolgen ? 'Ja' : 'Nee')],
  ['Deadline', (m) => (m.deadline ? when.format(m.deadline) : '')],
  ['Bijlagen', (m) => String(m.aantalBijlagen)],
];

function csv(rows: readonly MailItem[]) {
  const lines = [COLUMNS.map(([name]) => cell(name)), ...rows.map((m) => COLUMNS.map(([, value]) => cell(value(m))))].map((l) => l.join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function pdf(rows: readonly MailItem[]) {
  const { PDFDocument, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.create();
  const [font, bold] = [await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold)];
  const cursor = new TextCursor(() => doc.addPage([595.28, 841.89]), font);
  cursor.write(`Berichtenrapport (${rows.length} ${rows.length === 1 ? 'bericht' : 'berichten'})`, { size: 16, font: bold, gap: 6 });
  cursor.write(`Gemaakt op ${when.format(new Date())}`, { size: 9, gap: 12 });
  for (const m of rows) {
    cursor.write(`${when.format(m.ontvangenOp)} – ${m.onderwerp || '(geen onderwerp)'}`, { font: bold, size: 11 });
    cursor.write(`${m.postvak.naam} · ${folderName(m)} · ${m.richting === 'IN' ? 'van' : 'aan'} ${who(m)}${m.dossierId === null ? '' : ` · dossier ${m.dossierId}`}`, { size: 9, indent: 10, gap: 3 });
    cursor.space(6);
  }
  return Buffer.from(await doc.save());
}

/** POST /berichten/report/{csv|pdf}: the messages of one mailbox the caller may read (own by default) that meet the filter. */
export async function mailReport(db: Db, user: SessionUser, filter: MailListFilter & { postvakId?: number | null }, format: ReportFormat) {
  const postvakId = filter.postvakId ? await checkMailbox(db, user, filter.postvakId) : await ownMailboxId(db, user.id);
  const rows = await describeMails(db, await mailPageStatements(db, [postvakId], filter).rows(REPORT_LIMIT, 0));
  const stamp = new Date().toISOString().slice(0, 10);
  return format === 'csv'
    ? { body: csv(rows), type: 'text/csv; charset=utf-8', name: `berichten-${stamp}.csv` }
    : { body: await pdf(rows), type: 'application/pdf', name: `berichten-${stamp}.pdf` };
}
