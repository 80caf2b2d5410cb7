import type { SimulatedPaymentIntent } from '@laundry/db';
import { PaymentProviderError } from '../errors';
import type { PaymentIntentState, PaymentIntentStatus } from '../provider';

/**
 * The manual-capture rules Stripe enforces, written down once for the simulated
 * provider so the embedded default refuses exactly what Stripe would refuse, with the
 * same error codes (the order services and their tests then hold for both).
 */

/** Card networks drop an uncaptured hold after 7 days; Stripe then cancels the intent (spec: authorization expires after 7 days). */
const authorizationLifetimeMs = 7 * 24 * 60 * 60_000;

/** Stripe's smallest USD charge. */
const minimumChargeCents = 50;

function effectiveStatus(intent: SimulatedPaymentIntent, now: Date): PaymentIntentStatus {
  const expired = now.getTime() - intent.createdAt.getTime() > authorizationLifetimeMs;
  return intent.status === 'requires_capture' && expired ? 'canceled' : intent.status;
}

export function intentState(intent: SimulatedPaymentIntent, now: Date): PaymentIntentState {
  return {
    status: effectiveStatus(intent, now),
    amountCents: intent.amountCents,
    capturedCents: intent.capturedCents,
  };
}

export const noSuchIntent = (intentId: string) =>
  new PaymentProviderError(`No such payment_intent: '${intentId}'`, {
    code: 'resource_missing',
    statusCode: 404,
  });

const refuse = (message: string, code: string) =>
  new PaymentProviderError(message, { code, statusCode: 400 });

function requireStatus(action: string, status: PaymentIntentStatus, allowed: PaymentIntentStatus[]): void {
  if (!allowed.includes(status)) {
    throw refuse(
      `This PaymentIntent could not be ${action} because it has a status of ${status}.`,
      'payment_intent_unexpected_state',
    );
  }
}

function requireWholeCents(amountCents: number): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw refuse('Invalid integer: amounts are positive whole cents.', 'parameter_invalid_integer');
  }
}

export function checkAuthorization(amountCents: number): void {
  requireWholeCents(amountCents);
  if (amountCents < minimumChargeCents) throw refuse('Amount must be at least $0.50 usd', 'amount_too_small');
}

/** Capture at most the authorized amount, once; whatever is not captured is released. */
export function checkCapture(intent: SimulatedPaymentIntent, amountCents: number, now: Date): void {
  requireStatus('captured', effectiveStatus(intent, now), ['requires_capture']);
  requireWholeCents(amountCents);
  if (amountCents > intent.amountCents) {
    throw refuse(
      'The amount to capture must be less than or equal to the authorized amount.',
      'amount_too_large',
    );
  }
}

/** Only a hold can be released; captured money goes back through a refund. */
export function checkCancel(intent: SimulatedPaymentIntent, now: Date): void {
  requireStatus('canceled', effectiveStatus(intent, now), ['requires_capture', 'requires_payment_method']);
}

/** Refunds never exceed what was captured minus earlier refunds. */
export function checkRefund(intent: SimulatedPaymentIntent, amountCents: number, now: Date): void {
  requireStatus('refunded', effectiveStatus(intent, now), ['succeeded']);
  requireWholeCents(amountCents);
  const refundableCents = intent.capturedCents - intent.refundedCents;
  if (amountCents > refundableCents) {
    throw refuse(
      `Refund amount ($${(amountCents / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(refundableCents / 100).toFixed(2)})`,
      'amount_too_large',
    );
  }
}

/** Stripe refuses a key reused for a different request instead of guessing which one was meant. */
export function idempotencyMismatch(): PaymentProviderError {
  return refuse(
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    'idempotency_error',
  );
}
