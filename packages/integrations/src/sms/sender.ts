/**
 * Sending one text message. Like e-mail, order services never call an SmsSender directly: they queue the
 * text in the outbox inside their own transaction, and the outbox worker sends it, with retries.
 */

export interface SmsMessage {
  /** E.164, e.g. '+12125550100'. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the provider accepted the text; rejects when it did not. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * The provider refused this one text for a reason that retrying cannot change (the number is not a
 * mobile number, or its owner replied STOP to the provider). The outbox marks it failed at once.
 */
export class SmsRefusedError extends Error {
  override readonly name = 'SmsRefusedError';
  constructor(
    message: string,
    /** The provider's own record says this number opted out: no more texts should be queued to it. */
    readonly recipientOptedOut = false,
  ) {
    super(message);
  }
}
