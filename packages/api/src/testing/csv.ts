/**
 * Every character a spreadsheet starts a formula with (OWASP, CSV injection; `spreadsheetSafe`,
 * packages/api/src/services/csv.ts): each must get a leading apostrophe in both exports, in every column a person typed.
 */
export const DANGEROUS_STARTS = [
  ['=', 'an equals sign'],
  ['+', 'a plus sign'],
  ['-', 'a minus sign'],
  ['@', 'an at sign'],
  ['\t', 'a tab'],
  ['\r', 'a carriage return'],
] as const;
