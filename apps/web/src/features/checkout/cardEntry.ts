/** What the checkout asks of the card fields, Stripe's or the simulated provider's: a payment method id. */
export interface CardEntryHandle {
  createPaymentMethod(): Promise<string>;
}

/** A card problem to show as it is (the provider's own message, or an incomplete field). */
export class CardEntryError extends Error {
  override name = 'CardEntryError';
}

/** docs/rules/messages.md, Order flow, payments and settings: errors, Reauthorization form: shown when the card form did not load. */
export const CARD_FORM_NOT_LOADED =
  'Payment form not properly loaded. Please refresh the page and try again.';

/** Shown while payments run in test mode (the checkout shows the `ordering.payment.testMode` message, in the page's language). */
export const TEST_MODE_NOTICE =
  'Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future expiry date and any CVC; 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.';
