import { csvParseRows } from 'd3-dsv';
import { describe, expect, it } from 'vitest';
import { DANGEROUS_STARTS } from '../testing/csv';
import { csvLines, spreadsheetSafe } from './csv';

/**
 * The CSV both exports write (orders.csv, customers.csv: docs/rules/staff-screens.md), and the guard on what people
 * typed (docs/decisions/0038-staff-customers.md, docs/decisions/0046-server-rest-orders.md).
 */
describe('csvLines', () => {
  it('writes each row on its own line, ending every line with \\n', () => {
    expect(
      csvLines([
        ['Order Number', 'Customer'],
        ['10001', 'Ana'],
      ]),
    ).toBe('Order Number,Customer\n10001,Ana\n');
    expect(csvLines([])).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvLines([['Main St, Apt 2', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '"Main St, Apt 2","say ""hi""","two\nlines",plain\n',
    );
  });

  it('reads back as the cells written', () => {
    const rows = [
      ['a,b', '"q"', '', "O'Brien", ' padded '],
      ['\r\n', '=1+1', 'Ana', '1-800', 'é ñ'],
    ];
    const text = csvLines(rows);
    expect(text.endsWith('\n')).toBe(true);
    expect(csvParseRows(text.slice(0, -1))).toEqual(rows);
  });
});

describe('spreadsheetSafe', () => {
  it.each(DANGEROUS_STARTS)('guards a cell starting with %j (%s)', (start) => {
    expect(spreadsheetSafe(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(spreadsheetSafe(start)).toBe(`'${start}`);
  });

  it.each([
    ['a plain name', 'Ana'],
    ['an apostrophe inside', "O'Brien"],
    ['a sign past the first character', 'Ana=1+2-3@x'],
    ['a digit first', '1-800-FLOWERS'],
    ['an empty cell', ''],
  ])('leaves %s as typed', (_name, value) => {
    expect(spreadsheetSafe(value)).toBe(value);
  });

  it('writes an empty cell for a missing value', () => {
    expect(spreadsheetSafe(null)).toBe('');
    expect(spreadsheetSafe(undefined)).toBe('');
  });
});
