import { describe, expect, it } from 'vitest';
import { parseCsv, summarizeReport } from '../../../src/pages/taken/reportSummary';

const HEADER = '"Taak";"Dossier";"Onderwerp";"Omschrijving";"Categorie";"Prioriteit";"Deadline";"Aan";"Status";"Werkdagen tot deadline";"Aangemaakt door";"Aangemaakt op"';
const line = (id: number, aan: string, status: string, omschrijving = 'Nalopen') =>
  [String(id), '4711', 'Taxatie', omschrijving, 'Aanvraag', 'Normaal', '26-11-2026 11:00', aan, status, '1', 'J. Dijk', '24-11-2026 10:00']
    .map((cell) => `"${cell.replaceAll('"', '""')}"`)
    .join(';');

describe('the task report overview', () => {
  it('reads the Dutch Excel CSV: byte-order mark, quoted cells with quotes, semicolons and line breaks', () => {
    const text = `\uFEFF${HEADER}\r\n${line(1, 'Team Acceptatie', 'Open', 'Regel 1\r\nRegel 2; met "quote"')}\r\n`;
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    expect(rows[0][0]).toBe('Taak');
    expect(rows[1][3]).toBe('Regel 1\r\nRegel 2; met "quote"');
    expect(rows[1][7]).toBe('Team Acceptatie');
  });

  it('counts open, late and done per person or team, most tasks first, with totals', () => {
    const csv = [HEADER, line(1, 'Dijk, J.', 'Open'), line(2, 'Team Acceptatie', 'Te laat'), line(3, 'Team Acceptatie', 'Afgehandeld'), line(4, 'Team Acceptatie', 'Open'), line(5, 'Dijk, J.', 'Te laat')].join('\r\n');
    const { rows, totals } = summarizeReport(`\uFEFF${csv}\r\n`);
    expect(rows).toEqual([
      { holder: 'Team Acceptatie', open: 1, late: 1, done: 1, total: 3 },
      { holder: 'Dijk, J.', open: 1, late: 1, done: 0, total: 2 },
    ]);
    expect(totals).toMatchObject({ open: 2, late: 2, done: 1, total: 5 });
  });

  it('gives an empty overview for a report with only its header', () => {
    expect(summarizeReport(`\uFEFF${HEADER}\r\n`)).toEqual({ rows: [], totals: { holder: '', open: 0, late: 0, done: 0, total: 0 } });
  });
});
