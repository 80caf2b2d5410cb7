import { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

const FORMATS: Record<string, string> = {
  email: 'an e-mail address',
  uuid: 'a UUID',
  guid: 'a UUID',
  url: 'a web address',
  datetime: 'a date and time',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time',
};

const plural = (count: unknown, one: string) => `${String(count)} ${one}${count === 1 ? '' : 's'}`;

function sizeLimit(
  issue: RawIssue & { origin?: string },
  bound: unknown,
  direction: 'least' | 'most',
): string {
  if (issue.origin === 'string') return `at ${direction} ${plural(bound, 'character')}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `at ${direction} ${plural(bound, 'item')}`;
  return `at ${direction} ${String(bound)}`;
}

/**
 * A validation issue that its schema left without a product message, said in plain words that name the field:
 * `limit must be a number.` rather than zod's `Invalid input: expected number, received NaN`
 * (docs/rules/rest-compatibility.md: a failure carries the product's message). The spec's own texts are set on the
 * schemas and always win; this is zod's `customError`, which only fills in what they leave out.
 */
export function plainIssueMessage(issue: RawIssue): string | undefined {
  const field = issue.path?.length ? issue.path.join('.') : 'The request';
  const details = issue as RawIssue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required.`;
      return `${field} must be ${KINDS[String(details.expected)] ?? 'of another kind'}.`;
    case 'too_small':
      if (details.origin === 'string' && details.minimum === 1) return `${field} is required.`;
      return `${field} must be ${sizeLimit(details, details.minimum, 'least')}.`;
    case 'too_big':
      return `${field} must be ${sizeLimit(details, details.maximum, 'most')}.`;
    case 'invalid_value': {
      const values = (details.values as unknown[] | undefined) ?? [];
      return `${field} must be ${values.length === 1 ? '' : 'one of: '}${values.map(String).join(', ')}.`;
    }
    case 'invalid_format':
      return `${field} must be ${FORMATS[String(details.format)] ?? 'in the expected format'}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(details.divisor)}.`;
    case 'unrecognized_keys':
      return `${field} has fields it does not take: ${((details.keys as string[]) ?? []).join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

/**
 * The first readable message of a failed parse (a ZodError or any Standard Schema failure with `issues`), null when
 * it has none: the one reading of a bad input that the tRPC error formatter and the REST answers share
 * (docs/decisions/0030-server-error-answers.md).
 */
export function firstIssueMessage(cause: unknown): string | null {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return null;
  const message = (issues[0] as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** Makes every schema in this process word its unnamed issues with plainIssueMessage (the server calls it once). */
export function usePlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}
