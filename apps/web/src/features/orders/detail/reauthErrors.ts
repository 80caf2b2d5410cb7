import { isTRPCClientError } from '@trpc/client';
import { CardEntryError } from '../../checkout/cardEntry';

/** docs/rules/messages.md, Order flow, payments and settings: errors, Reauthorization form: the texts this form shows, word for word. */
export const REAUTH_MESSAGES = {
  unableToProcess: 'Unable to process payment. Please try again or contact support.',
  formNotLoaded: 'Payment form not properly loaded. Please refresh the page and try again.',
  notAvailable: 'Payment processing not available. Please refresh the page and try again.',
  paymentError: 'Payment error.',
  network: 'Network error. Please check your connection and try again.',
  timedOut: 'Request timed out. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again or contact support.',
} as const;

/** How long the form waits for the server before it says the request timed out. */
export const REAUTH_TIMEOUT_MS = 30_000;

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * The message for a failed reauthorization (docs/rules/messages.md, Order flow, payments and settings: errors, "Server messages ... are shown as given;
 * otherwise these fallbacks apply"): the card's own problem as the card fields word it, the server's
 * message when it sent one, then the form's fallbacks by what went wrong.
 */
export function reauthErrorMessage(error: unknown): string {
  if (error instanceof CardEntryError) return error.message || REAUTH_MESSAGES.paymentError;
  if (isTimeout(error)) return REAUTH_MESSAGES.timedOut;
  if (isTRPCClientError(error)) {
    if (isTimeout(error.cause)) return REAUTH_MESSAGES.timedOut;
    const data = error.data as { appCode?: unknown; httpStatus?: number } | null | undefined;
    // No answer at all: the request never reached the server, or its answer never came back.
    if (!data) return REAUTH_MESSAGES.network;
    if (typeof data.appCode === 'string' && error.message) return error.message;
    if (data.httpStatus !== undefined && data.httpStatus >= 500) return REAUTH_MESSAGES.unableToProcess;
    return REAUTH_MESSAGES.unexpected;
  }
  if (error instanceof TypeError) return REAUTH_MESSAGES.network;
  return REAUTH_MESSAGES.unexpected;
}
