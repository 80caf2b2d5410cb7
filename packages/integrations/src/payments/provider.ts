/**
 * The one shape every payment adapter has, so order services never know whether
 * Stripe or the built-in simulated provider is behind it.
 *
 * docs/rules/money.md: a card is authorized at checkout (150% of the quote, computed by
 * @laundry/pricing), staff capture up to that hold later, refund what was captured,
 * and cancel releases the hold. Hence manual capture everywhere.
 */

export type PaymentProviderName = 'stripe' | 'simulated';

export interface CardSummary {
  brand: string;
  last4: string;
}

export interface SavedCard extends CardSummary {
  id: string;
  expMonth: number;
  expYear: number;
}

export type PaymentMetadata = Record<string, string>;

export interface AuthorizeRequest {
  amountCents: number;
  currency: 'usd';
  /** A payment method the client created (pm_...), never raw card data. */
  paymentMethodId: string;
  customerId?: string;
  /** Keep the card on the customer for later orders (logged-in customers only). */
  savePaymentMethod?: boolean;
  description: string;
  receiptEmail: string;
  idempotencyKey: string;
  metadata: PaymentMetadata;
}

export interface Authorization {
  intentId: string;
  status: 'requires_capture';
  amountCents: number;
  card: CardSummary;
}

/** Stripe's own vocabulary, so the simulated provider and Stripe read the same in the ledger. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntentState {
  status: PaymentIntentStatus;
  amountCents: number;
  capturedCents: number;
}

export interface CaptureResult extends PaymentIntentState {
  intentId: string;
}

export interface RefundResult {
  refundId: string;
  intentId: string;
  amountCents: number;
}

/** A payment intent as the provider lists it, for the sweeps that look for holds nobody took. */
export interface ListedIntent extends PaymentIntentState {
  intentId: string;
  createdAt: Date;
  /**
   * The idempotency key the intent was made with (`AuthorizeRequest.idempotencyKey`), which is also its
   * ledger row's key; null for an intent made some other way (in Stripe's dashboard).
   */
  holdKey: string | null;
  metadata: PaymentMetadata;
}

export interface PaymentWebhookEvent {
  id: string;
  type: string;
  /** The object the event is about (Stripe's `event.data.object`). */
  data: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True with Stripe test keys and always for the simulated provider: the UI shows test-card hints. */
  readonly testMode: boolean;
  /** Returns existingCustomerId when the provider still knows it, else a new customer's id. */
  ensureCustomer(input: {
    email: string;
    name: string;
    existingCustomerId?: string | null;
    idempotencyKey?: string;
  }): Promise<string>;
  /** Throws PaymentDeclinedError with the provider's user-facing message when the card is refused. */
  authorize(input: AuthorizeRequest): Promise<Authorization>;
  /** Captures at most the authorized amount, once; the rest of the hold is released. */
  capture(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<CaptureResult>;
  /** Releases the hold (spec: canceling an order releases the card authorization). */
  cancel(input: { intentId: string; idempotencyKey: string }): Promise<PaymentIntentState>;
  refund(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  retrieve(intentId: string): Promise<PaymentIntentState>;
  /**
   * Every intent made between the two moments (inclusive, any status), newest first, page by page:
   * a hold whose ledger row never learned its intent (the process stopped while the provider answered)
   * is found here by its key, and one the ledger never heard of by its metadata.
   */
  listIntents(input: { createdAfter: Date; createdBefore: Date }): AsyncIterable<ListedIntent>;
  /** Lets the client save a card for later without paying now. */
  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<{ clientSecret: string }>;
  listPaymentMethods(customerId: string): Promise<SavedCard[]>;
  /** Verifies the signature and returns the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentWebhookEvent;
}
