import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage, plainIssueMessage } from './plainIssues';

const schema = z.object({
  limit: z.coerce.number().int().min(1),
  florida: z.boolean(),
  paymentMethodId: z.string().min(1),
  pickupDelivery: z.enum(['pickUp', 'delivery', 'both']),
  code: z.string().max(5),
  ids: z.array(z.string()).min(2),
  email: z.email(),
  id: z.uuid(),
  time: z.string().regex(/^\d+$/),
  nested: z.object({ weight: z.number() }),
  own: z.string().min(1, 'Please enter your name.'),
});

function messages(input: Record<string, unknown>) {
  const result = schema.safeParse(input, { error: plainIssueMessage });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('plainIssueMessage', () => {
  it('names the field and says what it must be, instead of zod’s wording', () => {
    expect(
      messages({
        limit: 'lots',
        florida: 'yes',
        paymentMethodId: '',
        pickupDelivery: 'neither',
        code: 'toolong',
        ids: ['a'],
        email: 'not-an-address',
        id: '10008',
        time: 'noon',
        nested: { weight: 'heavy' },
        own: '',
      }),
    ).toEqual({
      limit: 'limit must be a number.',
      florida: 'florida must be true or false.',
      paymentMethodId: 'paymentMethodId is required.',
      pickupDelivery: 'pickupDelivery must be one of: pickUp, delivery, both.',
      code: 'code must be at most 5 characters.',
      ids: 'ids must be at least 2 items.',
      email: 'email must be an e-mail address.',
      id: 'id must be a UUID.',
      time: 'time must be in the expected format.',
      'nested.weight': 'nested.weight must be a number.',
      // A message the schema sets (the spec's texts) wins.
      own: 'Please enter your name.',
    });
  });

  it('says a missing field is required, and a number below its least what the least is', () => {
    expect(messages({ limit: '0' })).toMatchObject({
      limit: 'limit must be at least 1.',
      florida: 'florida is required.',
      paymentMethodId: 'paymentMethodId is required.',
    });
    expect(z.string().safeParse(1, { error: plainIssueMessage }).error?.issues[0]?.message).toBe(
      'The request must be text.',
    );
  });
});

describe('firstIssueMessage', () => {
  it('reads the first issue of a failed parse, the schema’s own words first', () => {
    const failed = schema.safeParse({ own: '', limit: 0 }, { error: plainIssueMessage });
    expect(firstIssueMessage(failed.error)).toBe('limit must be at least 1.');
    expect(firstIssueMessage(z.string().min(1, 'Please enter your name.').safeParse('').error)).toBe(
      'Please enter your name.',
    );
  });

  it('is null for what carries no issue', () => {
    expect(firstIssueMessage(undefined)).toBeNull();
    expect(firstIssueMessage(new Error('boom'))).toBeNull();
    expect(firstIssueMessage({ issues: [] })).toBeNull();
    expect(firstIssueMessage({ issues: [{ message: '' }] })).toBeNull();
  });
});
