import { z } from 'zod';

/**
 * Clean text (docs/decisions/0028-validation-clean-text.md). A NUL byte or a lone UTF-16 surrogate is
 * refused by PostgreSQL only when the row is written, after a card may have been held, and answered
 * as a 500; bidi controls (U+202E and friends) make a stored name or address read reversed on the
 * staff screens. Every text a client sends is checked here first.
 */
export const UNSAFE_TEXT_MESSAGE = 'Please remove control or text-direction characters.';

/** C0 controls, DEL, C1 controls; the single-line set also takes tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Left-to-right/right-to-left marks, embeddings, overrides and isolates; line/paragraph separators. */
const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c\u2028\u2029]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `value` is clean text: no controls (tab and line breaks allowed when `multiline`), no bidi controls, no lone surrogates. */
export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value) &&
    !BIDI_CONTROL.test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/** A refinement for one-line texts (names, addresses, codes). */
export const cleanLine = [
  (value: string) => isCleanText(value),
  { error: UNSAFE_TEXT_MESSAGE, abort: true },
] as const;
/** A refinement for texts that may hold line breaks and tabs (instructions, messages). */
export const cleanMultiline = [
  (value: string) => isCleanText(value, true),
  { error: UNSAFE_TEXT_MESSAGE, abort: true },
] as const;

/** A one-line text of at most `max` characters, trimmed. */
export const lineText = (max: number, tooLong = `Please use at most ${max} characters.`) =>
  z
    .string()
    .refine(...cleanLine)
    .trim()
    .max(max, { error: tooLong });

/** A text with line breaks of at most `max` characters, trimmed. */
export const multilineText = (max: number, tooLong = `Please use at most ${max} characters.`) =>
  z
    .string()
    .refine(...cleanMultiline)
    .trim()
    .max(max, { error: tooLong });

/**
 * A one-line text that names something rather than being shown (a card, a hold, an id, a key): clean and at
 * most `max` characters, kept as sent. An unclean one never reaches a query (a NUL byte there is a 500 from
 * PostgreSQL: docs/decisions/0062-validation-nul-bytes.md).
 */
export const cleanToken = (max: number) =>
  z
    .string()
    .refine(...cleanLine)
    .max(max);

/** The account screen's limits (docs/rules/records.md, People), used by the order address too. */
export const ADDRESS_LIMITS = {
  firstName: 100,
  lastName: 100,
  address: 200,
  address2: 200,
  city: 100,
  email: 254,
  phone: 30,
} as const;

export const STATE_MESSAGE = 'Please enter a 2-letter state.';

/** The fifty states, DC and the inhabited territories, by their USPS codes. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'PR',
  'VI',
  'GU',
  'AS',
  'MP',
] as const;
const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_CODES);
export const isUsStateCode = (value: string) => STATE_CODES.has(value.toUpperCase());
