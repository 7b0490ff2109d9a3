/**
 * A CSV cell for Dutch Excel (';'): a number as it is, so Excel reckons with it ('-3' days stays a
 * number); text quoted, and text that Excel would start a formula with (= + - @, or a tab or
 * return before one) behind an apostrophe, so it is never run.
 */
export const cell = (value: string | number | null) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`;
};

/** A CSV file as Dutch Excel opens it: ';' between cells, CRLF lines, and a byte-order mark so it reads UTF-8. */
export function csvFile(header: readonly string[], lines: readonly (readonly (string | number | null)[])[]) {
  const text = [header, ...lines].map((line) => line.map(cell).join(';')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/** A number as Dutch Excel reads it: a decimal comma, no thousands separator; empty for none. */
export const csvNumber = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));
