import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout';

// docs/rules/messages.md, Order flow, payments and settings: errors (Checkout), and Corrected slips: 'a payment
// processing error', not 'an payment processing error'.
describe('checkout messages', () => {
  it('are the specification texts, corrected where docs/rules/messages.md, Corrected slips corrects them', () => {
    expect(CHECKOUT_MESSAGES).toMatchObject({
      pricing: 'There was an error with order pricing. Please contact us for assistance.',
      orderRejected:
        'There was an error with your order. Please contact us for assistance. Your card has not been authorized.',
      paymentProcessing:
        'There was a payment processing error. Please contact us for assistance. Your card has not been authorized.',
      processing: 'There was an error processing your order. Please contact us for assistance.',
      creating: 'There was an error creating this order.',
    });
  });
});
