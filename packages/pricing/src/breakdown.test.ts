import { describe, expect, it } from 'vitest';
import { ORDER_PRICING_ERROR_MESSAGE, pricingErrorMessage } from './breakdown';
import type { PricingError } from './draft';

describe('pricingErrorMessage', () => {
  it.each<[PricingError, string]>([
    [
      { kind: 'promo', reason: 'expired', message: 'This promotion has expired.' },
      'This promotion has expired.',
    ],
    [
      { kind: 'deliveryUnavailable' },
      'Delivery time is no longer available for this order. Please update your scheduled delivery to place this order.',
    ],
    [
      { kind: 'pickUpUnavailable' },
      'Pick-up time is no longer available for this order. Please update your scheduled pick-up to place this order.',
    ],
    [{ kind: 'expressNotEligible' }, 'Express delivery is not available for this order.'],
    [{ kind: 'unknownItem', service: 'dryClean', id: 'x' }, ORDER_PRICING_ERROR_MESSAGE],
    [{ kind: 'noServices' }, 'There was an error with order pricing. Please contact us for assistance.'],
  ])('%j', (error, message) => expect(pricingErrorMessage(error)).toBe(message));
});
