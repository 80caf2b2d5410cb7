import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  smtpUrl: string;
  /** MAIL_FROM, e.g. 'Laundry Chain <orders@example.com>'. */
  mailFrom: string;
}

/** Where the mail goes, without the credentials, for the start-up log. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.protocol.replace(':', '')}://${url.hostname}:${port}`;
}

/** Real delivery through any SMTP relay (SES, Postmark, Mailgun, a local Postfix) with nodemailer. */
export function createSmtpMailer(config: SmtpConfig): Mailer & { close(): void } {
  // Short timeouts: the outbox retries later, so a hung relay must not hold a worker for minutes.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: `smtp (${describeSmtpUrl(config.smtpUrl)})`,
    async send(message) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}
