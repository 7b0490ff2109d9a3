/** A CSV cell for Dutch Excel (';'), quoted, and never read as a formula. */
const cell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;

/** A CSV file as Dutch Excel opens it: ';' between cells, CRLF lines, and a byte-order mark so it reads UTF-8. */
export function csvFile(header: readonly string[], lines: readonly (readonly string[])[]) {
  const text = [header, ...lines].map((line) => line.map(cell).join(';')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/** A number as Dutch Excel reads it: a decimal comma, no thousands separator; empty for none. */
export const csvNumber = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));
