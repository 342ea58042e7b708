/*
 * CSV export, shared by every list that offers one. RFC 4180 quoting (a cell
 * with a comma, quote or line break is quoted, quotes doubled), CRLF line
 * ends, and formula neutralising: a cell a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one) gets a
 * leading apostrophe, so "=HYPERLINK(...)" typed into a passenger's name is
 * shown as text, never run (OWASP "CSV injection").
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: neutralised, then quoted when it needs to be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, not formulas: -12.5 stays a number in the spreadsheet.
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV document: the header row, then one row per record, each line
 * ending in CRLF. A byte order mark makes Excel read the text as UTF-8
 * (names with accents stay readable).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
