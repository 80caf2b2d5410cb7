/**
 * Sending one e-mail. Order services never call a Mailer directly: they enqueue into
 * the outbox inside their own transaction, and the outbox worker calls the Mailer,
 * so a mail server that is down delays a message but never loses it.
 */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly name: string;
  /** Resolves once the message is accepted for delivery; rejects when it was not. */
  send(message: EmailMessage): Promise<void>;
}

/** The subset of a pino (Fastify) logger this package writes to. */
export interface IntegrationLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
