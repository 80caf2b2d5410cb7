import type { OrderDraft } from '@laundry/validators/order';
import { overRefundMessage } from '@laundry/validators/orderMoney';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '../../../i18n/i18n';
import { CardEntryError } from '../../checkout/cardEntry';
import { amountSchema, refundableCents } from './amount';
import { REAUTH_MESSAGES, reauthErrorMessage } from './reauthErrors';
import { reorderOf } from './reorder';
import { submissionKey } from './submissionKey';
import { actorText, eventDetail, eventLabel, eventTitle, newYorkTime } from './timelineText';
import { differenceText, mayWeighIn } from './weighIn';

// The timeline's words come from the account catalogue (docs/decisions/0101-customer-side-in-spanish.md), in English here.
await loadAreas(['account']);
await activateLocale('en');

const draft: OrderDraft = {
  address: {
    address: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    email: 'gail@example.test',
    firstName: 'Gail',
    phone: '(212) 555-0123',
  },
  washFold: { weightLbs: 12, productIds: ['p1'] },
  dryClean: {
    items: [{ itemId: 'shirt', quantity: 2, pressOnly: false, crease: null, starch: 'noStarch' }],
  },
  schedule: {
    pickUpDate: '2026-11-24',
    pickUpHour: 9,
    deliveryDate: '2026-11-26',
    deliveryHour: 10,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  },
  isExpressDelivery: false,
  gratuityCents: 500,
  promoCode: 'WELCOME15',
  instructions: 'Ring the doorman.',
};

describe('reorder (docs/rules/statuses.md, Who may do what)', () => {
  it('copies the address and the services, and nothing of the old visit', () => {
    const order = reorderOf(draft);
    expect(order.address).toEqual(draft.address);
    expect(order.washFold).toEqual({ weightLbs: 12, productIds: ['p1'] });
    expect(order.dryClean).toEqual(draft.dryClean);
    expect(order.schedule).toBeUndefined();
    expect(order.promoCode).toBeUndefined();
    expect(order.gratuityCents).toBe(0);
    expect(order.instructions).toBe('');
    expect(order.isExpressDelivery).toBe(false);
    expect('washPress' in order).toBe(false);
  });
});

describe('staff amounts (docs/rules/messages.md, Order flow: validation, Money)', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    [' 0.01 ', 1],
    ['99999.99', 9_999_999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(amountSchema.parse(text)).toBe(cents);
  });
  it.each(['', '12.345', '-5', '0', '0.00', '1e3', '$5', '100000.00', '12.'])('refuses %j', (text) => {
    expect(amountSchema.safeParse(text).error?.issues[0]?.message).toBe('Please enter a valid amount.');
  });
  it('refunds at most what was charged minus earlier refunds', () => {
    expect(refundableCents({ capturedCents: 3000, refundedCents: 1000 })).toBe(2000);
    // The specification's text, then how much is left (docs/decisions/0071-money-actions-confirm.md).
    expect(overRefundMessage(2000)).toBe(
      'Error: You are attempting to refund more than the amount paid. You can refund up to $20.00.',
    );
    expect(overRefundMessage(123_456)).toBe(
      'Error: You are attempting to refund more than the amount paid. You can refund up to $1,234.56.',
    );
    expect(overRefundMessage(0)).toBe(
      'Error: You are attempting to refund more than the amount paid. Nothing is left to refund.',
    );
  });
});

describe('reauthorization form errors (docs/rules/messages.md, Order flow, payments and settings: errors)', () => {
  const answered = (message: string, data: unknown) =>
    Object.assign(new TRPCClientError(message), { data }) as TRPCClientError<never>;

  it('shows the card fields own message, or Payment error. without one', () => {
    expect(reauthErrorMessage(new CardEntryError('Your card number is incomplete.'))).toBe(
      'Your card number is incomplete.',
    );
    expect(reauthErrorMessage(new CardEntryError(''))).toBe('Payment error.');
  });
  it("shows the server's message when it sent one", () => {
    expect(
      reauthErrorMessage(answered('Your card was declined.', { appCode: 'PAYMENT', httpStatus: 402 })),
    ).toBe('Your card was declined.');
  });
  it('tells a network failure, a timeout, a server failure and anything else apart', () => {
    expect(reauthErrorMessage(answered('Failed to fetch', undefined))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(reauthErrorMessage(new TypeError('Failed to fetch'))).toBe(REAUTH_MESSAGES.network);
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    expect(reauthErrorMessage(timeout)).toBe('Request timed out. Please try again.');
    expect(reauthErrorMessage(new TRPCClientError('aborted', { cause: timeout }))).toBe(
      'Request timed out. Please try again.',
    );
    expect(reauthErrorMessage(answered('Internal', { httpStatus: 500 }))).toBe(
      'Unable to process payment. Please try again or contact support.',
    );
    expect(reauthErrorMessage(answered('bad input', { httpStatus: 400 }))).toBe(
      'An unexpected error occurred. Please try again or contact support.',
    );
    expect(reauthErrorMessage('?')).toBe(REAUTH_MESSAGES.unexpected);
  });
});

describe('one idempotency key per money submission', () => {
  let n = 0;
  const keys = () => submissionKey(() => `key-${++n}`);

  it('keeps the key for a retry of the same values after no answer', () => {
    const key = keys();
    const first = key.for({ amountCents: 100 });
    key.settled(new TRPCClientError('Failed to fetch'));
    expect(key.for({ amountCents: 100 })).toBe(first);
  });
  it('takes a new key once the server answered, or when the values change', () => {
    const key = keys();
    const first = key.for({ amountCents: 100 });
    key.settled(answeredError());
    const second = key.for({ amountCents: 100 });
    expect(second).not.toBe(first);
    expect(key.for({ amountCents: 200 })).not.toBe(second);
    key.settled();
    expect(key.for({ amountCents: 200 })).not.toBe(second);
  });
  function answeredError() {
    return Object.assign(new TRPCClientError('refused'), { data: { httpStatus: 400 } });
  }
});

describe('the timeline in words', () => {
  it('shows times in New York time whatever the browser zone', () => {
    expect(newYorkTime('2026-11-23T16:05:00.000Z')).toBe('Mon, Nov 23, 2026, 11:05 AM ET');
    expect(newYorkTime('2026-07-01T16:05:00.000Z')).toBe('Wed, Jul 1, 2026, 12:05 PM ET');
  });
  it('names known events and reads unknown ones as their own name', () => {
    expect(eventLabel('created')).toBe('Order placed');
    expect(eventLabel('captured')).toBe('Payment captured');
    expect(eventLabel('somethingNew_happened')).toBe('Something new happened');
  });
  it('says who acted', () => {
    expect(actorText({ name: 'Morgan Lee', role: 'SuperAdmin' })).toBe('Morgan Lee (Super Admin)');
    expect(actorText({ name: null, role: 'Guest' })).toBe('guest');
    expect(actorText(null)).toBe('FreshPress (automatic)');
  });
  it('says what changed: statuses by their labels, locations, the new schedule, money and notes', () => {
    expect(eventDetail({ before: 'Unassigned', after: 'Payment Processed' }, 'staff')).toBe(
      'Ready to Assign Location → Paid',
    );
    expect(
      eventDetail(
        {
          amountCents: 2500,
          notes: 'weighed',
          before: { status: 'New' },
          after: { status: 'Payment Processed' },
        },
        'staff',
      ),
    ).toBe('New → Paid · $25.00 · “weighed”');
    expect(eventDetail({ before: null, after: { id: 'x', name: 'Chelsea' } }, 'staff')).toBe(
      'no location → Chelsea',
    );
    expect(
      eventDetail({ releasedCents: 6000, before: { status: 'New' }, after: { status: 'Canceled' } }, 'staff'),
    ).toBe('New → Canceled · $60.00 released');
    expect(
      eventDetail(
        {
          before: {},
          after: {
            pickUpDate: '2026-11-24',
            pickUpHour: 9,
            deliveryDate: '2026-11-26',
            deliveryHour: 10,
            deliveryDate2: null,
            deliveryHour2: null,
            multipleDeliveries: false,
          },
          quoteTotalCents: { before: 2900, after: 3300 },
        },
        'staff',
      ),
    ).toBe(
      'now pick-up Tue, Nov 24, 2026, 9-10am, delivery Thu, Nov 26, 2026, 10-11am · total $29.00 → $33.00',
    );
    expect(eventDetail({}, 'staff')).toBeNull();
  });
  it("tells a customer a status change in the customer's words (docs/rules/statuses.md, What customers read)", () => {
    expect(eventDetail({ before: 'New', after: 'Awaiting Authorization' }, 'customer')).toBe(
      'Scheduled → Waiting for your approval',
    );
    expect(eventDetail({ before: 'In Progress', after: 'En Route for Delivery' }, 'customer')).toBe(
      'In progress → Out for delivery',
    );
    // A store taking an unassigned order changes nothing a customer reads.
    expect(eventDetail({ before: 'Unassigned', after: 'New' }, 'customer')).toBeNull();
  });
});

// Issue 36: the weigh-in in the timeline, who may weigh, and the table's differences.
describe('the weigh-in', () => {
  it('reads in the timeline as who weighed, the final total against the one before, and each service changed', () => {
    expect(eventTitle('weighed', { name: 'Dana' })).toBe('Weighed by Dana');
    expect(eventTitle('weighed', null)).toBe('Weighed');
    expect(eventTitle('edited', { name: 'Dana' })).toBe('Order edited');
    expect(
      eventDetail(
        {
          beforeTotalCents: 2900,
          afterTotalCents: 4000,
          notes: 'two bags',
          changes: [
            { service: 'washFold', label: 'Wash & Fold', estimateCents: 2900, finalCents: 4000 },
            { service: 'comforter', label: 'Comforter', estimateCents: 5000, finalCents: 5000 },
          ],
        },
        'staff',
      ),
    ).toBe('final total $40.00 (was $29.00) · Wash & Fold $29.00 → $40.00 · “two bags”');
  });
  it('is offered to staff from the pick-up until anything is captured', () => {
    const order = (status: string, capturedCents = 0) =>
      ({ status, allowed: {}, payment: { capturedCents } }) as unknown as Parameters<typeof mayWeighIn>[0];
    for (const status of [
      'In Progress',
      'En Route for Delivery',
      'Completed',
      'Awaiting Authorization',
      'Reauthorized',
    ]) {
      expect(mayWeighIn(order(status), true)).toBe(true);
      expect(mayWeighIn(order(status), false)).toBe(false);
      expect(mayWeighIn(order(status, 100), true)).toBe(false);
    }
    for (const status of [
      'New',
      'Unassigned',
      'Pending Authorization',
      'En Route for Pick Up',
      'Payment Processed',
      'Refund Processed',
      'Canceled',
    ]) {
      expect(mayWeighIn(order(status), true)).toBe(false);
    }
  });
  it('signs the differences', () => {
    expect(differenceText(1100)).toBe('+$11.00');
    expect(differenceText(-200)).toBe('−$2.00');
    expect(differenceText(0)).toBe('$0.00');
  });
});
