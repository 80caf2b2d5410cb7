import { describe, expect, it } from 'vitest';
import { checkZip, ZIP_INCOMPLETE_MESSAGE, ZIP_REQUIRED_MESSAGE, zipDigits, zipInputError } from './zipCheck';

const served = [
  { zip: '10001', florida: false },
  { zip: '33445', florida: true },
];

describe('zipDigits', () => {
  it.each([
    ['10001', '10001'],
    ['100012', '10001'],
    ['10-00 1', '10001'],
    ['abc', ''],
  ])('%s -> %s', (raw, expected) => expect(zipDigits(raw)).toBe(expected));
});

describe('zipInputError', () => {
  it('requires a zip code with the spec wording', () => {
    expect(zipInputError('')).toBe(ZIP_REQUIRED_MESSAGE);
    expect(ZIP_REQUIRED_MESSAGE).toBe('Please enter your zip code.');
  });
  it('asks for all five digits', () => expect(zipInputError('1000')).toBe(ZIP_INCOMPLETE_MESSAGE));
  it('accepts five digits', () => expect(zipInputError('10001')).toBeNull());
});

describe('checkZip', () => {
  it('finds a served New York zip', () => {
    expect(checkZip('10001', served)).toEqual({ served: true, zip: '10001', florida: false });
  });
  it('flags a served Florida zip', () => {
    expect(checkZip('33445', served)).toEqual({ served: true, zip: '33445', florida: true });
  });
  it('reports a zip outside the service area', () => {
    expect(checkZip('90210', served)).toEqual({ served: false, zip: '90210' });
  });
});
