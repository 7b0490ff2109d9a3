import { TAAK_PRIORITEITEN } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { csvFile } from '../files/csv';
import { pdfLib } from '../pdf/pdf-lib';
import { TextCursor } from '../pdf/text-layout';
import type { SessionUser } from '../permissions/access';
import { TIME_ZONE } from '../workload/calendar';
import { searchConditions, type TaskSearch } from './lists';
import { taskRows, type TaskDto } from './read';

/** A report holds at most this many tasks; a larger selection is narrowed with the search filter. */
const REPORT_LIMIT = 5000;

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const when = new Intl.DateTimeFormat('nl-NL', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const priority = (id: number) => TAAK_PRIORITEITEN.find((p) => p.id === id)?.displayName ?? String(id);
const status = (t: TaskDto) => (t.done ? 'Afgehandeld' : t.overdue ? 'Te laat' : 'Open');

/** A column's value: text, or a number Excel reads as a number (null: an empty cell). */
const COLUMNS: [string, (t: TaskDto) => string | number | null][] = [
  ['Taak', (t) => t.id],
  ['Dossier', (t) => t.dossierId],
  ['Onderwerp', (t) => t.onderwerp ?? ''],
  ['Omschrijving', (t) => t.omschrijving],
  ['Categorie', (t) => t.category.displayName],
  ['Prioriteit', (t) => priority(t.priorityId)],
  ['Deadline', (t) => when.format(t.deadline)],
  ['Aan', (t) => t.assignee?.naam ?? t.team?.teamNaam ?? ''],
  ['Status', status],
  ['Werkdagen tot deadline', (t) => t.werkdagenTotDeadline],
  ['Aangemaakt door', (t) => t.createdBy?.naam ?? ''],
  ['Aangemaakt op', (t) => when.format(t.createdAt)],
];

const csv = (tasks: readonly TaskDto[]) => csvFile(COLUMNS.map(([name]) => name), tasks.map((t) => COLUMNS.map(([, value]) => value(t))));

async function pdf(tasks: readonly TaskDto[]) {
  const { PDFDocument, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.create();
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const cursor = new TextCursor(() => doc.addPage([595.28, 841.89]), font);
  cursor.write(`Takenrapport (${tasks.length} ${tasks.length === 1 ? 'taak' : 'taken'})`, { size: 16, font: bold, gap: 6 });
  cursor.write(`Gemaakt op ${when.format(new Date())}`, { size: 9, gap: 12 });
  for (const t of tasks) {
    cursor.write(`Taak ${t.id}${t.dossierId === null ? '' : ` – dossier ${t.dossierId}`}: ${t.onderwerp ?? t.category.displayName}`, { font: bold, size: 11 });
    cursor.write(`${status(t)} · ${priority(t.priorityId)} · deadline ${when.format(t.deadline)} · aan ${t.assignee?.naam ?? t.team?.teamNaam ?? ''}`, { size: 9, indent: 10 });
    cursor.write(t.omschrijving, { size: 9, indent: 10, gap: 3 });
    cursor.space(8);
  }
  return Buffer.from(await doc.save());
}

/** POST /taken/report[/{csv|pdf}]: the tasks of the search filter the caller may see, as a file. */
export async function taskReport(db: Db, user: SessionUser, search: TaskSearch, format: ReportFormat) {
  const tasks = await taskRows(db, user, searchConditions(search), REPORT_LIMIT);
  const stamp = new Date().toISOString().slice(0, 10);
  return format === 'csv'
    ? { body: csv(tasks), type: 'text/csv; charset=utf-8', name: `taken-${stamp}.csv` }
    : { body: await pdf(tasks), type: 'application/pdf', name: `taken-${stamp}.pdf` };
}
