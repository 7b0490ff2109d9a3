/**
 * The task report is a file (POST /taken/report: CSV for Dutch Excel, docs/tasks.md); the report
 * screen reads that same CSV for its overview, so what it counts is exactly what the download holds.
 */

/** The most tasks one report holds (the server's limit). */
export const REPORT_LIMIT = 5000;

/** Cells of a ';'-separated CSV whose cells may be quoted, with "" for a quote and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

interface HolderCounts {
  holder: string;
  open: number;
  late: number;
  done: number;
  total: number;
}

export interface ReportSummary {
  rows: HolderCounts[];
  totals: HolderCounts;
}

const STATUS: Record<string, 'open' | 'late' | 'done'> = { Open: 'open', 'Te laat': 'late', Afgehandeld: 'done' };
const empty = (holder: string): HolderCounts => ({ holder, open: 0, late: 0, done: 0, total: 0 });

/** Open, late and done per person or team (the report's columns Aan and Status), most tasks first. */
export function summarizeReport(csv: string): ReportSummary {
  const [header = [], ...lines] = parseCsv(csv);
  const holderAt = header.indexOf('Aan');
  const statusAt = header.indexOf('Status');
  const byHolder = new Map<string, HolderCounts>();
  const totals = empty('');
  for (const line of lines) {
    const status = STATUS[line[statusAt]];
    if (!status) continue;
    const holder = line[holderAt] ?? '';
    const counts = byHolder.get(holder) ?? empty(holder);
    byHolder.set(holder, counts);
    for (const target of [counts, totals]) {
      target[status]++;
      target.total++;
    }
  }
  const rows = [...byHolder.values()].sort((a, b) => b.total - a.total || a.holder.localeCompare(b.holder, 'nl'));
  return { rows, totals };
}
