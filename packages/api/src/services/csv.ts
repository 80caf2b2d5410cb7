import { csvFormatRows } from 'd3-dsv';

/**
 * Rows as CSV text (RFC 4180 quoting: a cell with a comma, a quote or a line break is quoted, its quotes doubled; `\n`
 * after every row, the header being the first row), written by d3-dsv in one call per batch: one test of each cell,
 * half the time papaparse took and a ninth of csv-stringify's (docs/decisions/0113-server-csv-written-by-d3-dsv.md).
 */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return `${csvFormatRows(rows as string[][])}\n`;
}

/** The characters a spreadsheet starts a formula with (a set: the export asks for fourteen cells a row). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula; what a customer typed
 * (a name, an address) must never run as one on a staff member's computer (OWASP, CSV injection). Such a cell gets a
 * leading apostrophe; no value is an empty cell.
 */
export function spreadsheetSafe(text: string | null | undefined): string {
  const value = text ?? '';
  return FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value;
}
