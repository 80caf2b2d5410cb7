import { describe, expect, it } from 'vitest';
import { accountUpdateInput, emailSchema } from './auth';
import { placeOrderInputSchema } from './checkout';
import { addressSchema, orderDraftSchema, weightLbsSchema } from './order';
import { leadInputSchema } from './publicSite';
import { isCleanText } from './text';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;
const UNSAFE = 'Please remove control or text-direction characters.';

const address = {
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10025',
  email: 'ann@example.test',
  firstName: 'Ann',
  phone: '(212) 555-0100',
};

describe('clean text (docs/decisions/0028-validation-clean-text.md)', () => {
  it.each([
    ['a NUL byte', 'Ann\u0000'],
    ['an escape', 'Ann\u001b[31m'],
    ['DEL', 'Ann\u007f'],
    ['a lone high surrogate', 'Ann\ud800'],
    ['a lone low surrogate', '\udc00Ann'],
    ['a right-to-left override', 'Ann\u202eteS'],
    ['a left-to-right isolate', '\u2066Ann'],
    ['a right-to-left mark', 'Ann\u200f'],
  ])('refuses %s in a name, before anything else is checked', (_what, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(firstMessage(addressSchema.safeParse({ ...address, firstName: value }))).toBe(UNSAFE);
    expect(firstMessage(accountUpdateInput.safeParse({ lastName: value }))).toBe(UNSAFE);
    expect(
      firstMessage(
        leadInputSchema.safeParse({ kind: 'contact', name: value, email: 'a@b.co', message: 'hi' }),
      ),
    ).toBe(UNSAFE);
  });

  it('keeps accents, emoji (paired surrogates) and, in messages and instructions, line breaks and tabs', () => {
    expect(addressSchema.parse({ ...address, firstName: 'Zoë 😀' }).firstName).toBe('Zoë 😀');
    expect(isCleanText('line one\r\n\tline two', true)).toBe(true);
    expect(isCleanText('line one\nline two')).toBe(false);
    const lead = leadInputSchema.parse({
      kind: 'contact',
      name: 'Ann',
      email: 'a@b.co',
      message: 'one\r\n\ttwo',
    });
    expect(lead.message).toBe('one\r\n\ttwo');
    expect(
      firstMessage(
        leadInputSchema.safeParse({ kind: 'contact', name: 'Ann', email: 'a@b.co', message: 'one\u0000' }),
      ),
    ).toBe(UNSAFE);
  });

  it('refuses a NUL in an e-mail address (it is not white space, so the e-mail pattern let it through)', () => {
    expect(firstMessage(emailSchema().safeParse('ann\u0000@example.test'))).toBe(UNSAFE);
  });
});

describe('order address limits: the account screen’s', () => {
  it.each([
    ['firstName', 'x'.repeat(101), 'Please use at most 100 characters.'],
    ['address', `1 ${'x'.repeat(200)}`, 'Please use at most 200 characters.'],
    ['address2', 'x'.repeat(201), 'Please use at most 200 characters.'],
    ['city', 'x'.repeat(100_000), 'Please use at most 100 characters.'],
    ['state', 'x'.repeat(100_000), 'Please enter a 2-letter state.'],
    ['state', 'ZZ', 'Please enter a 2-letter state.'],
    ['email', `${'a'.repeat(250)}@example.test`, 'Please enter a valid email address.'],
    ['phone', '2'.repeat(31), 'Phone number is required.'],
  ])('refuses a %s of %#', (field, value, message) => {
    expect(firstMessage(addressSchema.safeParse({ ...address, [field]: value }))).toBe(message);
  });

  it('takes a state code in any case and stores it upper-case; the account screen takes the same list', () => {
    expect(addressSchema.parse({ ...address, state: 'fl' }).state).toBe('FL');
    expect(addressSchema.parse({ ...address, state: 'dc' }).state).toBe('DC');
    expect(firstMessage(accountUpdateInput.safeParse({ state: 'XY' }))).toBe(
      'Please enter a 2-letter state.',
    );
  });
});

describe('numbers and lists a client sends', () => {
  const draft = {
    address,
    washFold: { weightLbs: 10, productIds: [] },
    schedule: {
      pickUpDate: '2026-11-24',
      pickUpHour: 9,
      deliveryDate: '2026-11-26',
      deliveryHour: 9,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
    isExpressDelivery: false,
    gratuityCents: 0,
  };

  it('refuses a weight with more than two decimals, however small', () => {
    const message =
      'Please provide your best estimate. You will be charged for the exact weight once we receive your items.';
    for (const weight of [1e-9, 0.001, 10.005, 0.1 + 0.2]) {
      expect(firstMessage(weightLbsSchema.safeParse(weight))).toBe(message);
    }
    for (const weight of [0, 0.29, 12.34, 9999.99, 10_000])
      expect(weightLbsSchema.parse(weight)).toBe(weight);
  });

  it('bounds item lists, product lists and the quoted total', () => {
    const many = Array.from({ length: 101 }, () => ({ itemId: 'shirt', quantity: 1 }));
    expect(firstMessage(orderDraftSchema.safeParse({ ...draft, washPress: { items: many } }))).toBe(
      'Please add at most 100 lines.',
    );
    const products = Array.from({ length: 51 }, (_, i) => `p${i}`);
    expect(
      orderDraftSchema.safeParse({ ...draft, washFold: { weightLbs: 10, productIds: products } }).success,
    ).toBe(false);
    const place = {
      order: draft,
      paymentMethodId: 'pm_sim_visa',
      clientQuoteTotalCents: 100_000_000,
      idempotencyKey: crypto.randomUUID(),
    };
    expect(firstMessage(placeOrderInputSchema.safeParse(place))).toBe('Please enter a valid amount.');
    expect(placeOrderInputSchema.safeParse({ ...place, clientQuoteTotalCents: 99_999_999 }).success).toBe(
      true,
    );
  });

  it('refuses control characters in instructions other than line breaks and tabs', () => {
    expect(orderDraftSchema.parse({ ...draft, instructions: 'Ring twice\n\tthen wait' }).instructions).toBe(
      'Ring twice\n\tthen wait',
    );
    expect(firstMessage(orderDraftSchema.safeParse({ ...draft, instructions: 'Ring\u0000' }))).toBe(UNSAFE);
    expect(firstMessage(orderDraftSchema.safeParse({ ...draft, instructions: 'Ring \u202e' }))).toBe(UNSAFE);
  });
});
