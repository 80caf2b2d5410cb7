import type { IntegrationLogger, Mailer } from './mailer';

/**
 * The embedded default when no SMTP_URL is configured: the whole message goes to the
 * server log instead of a mail server, so a developer or a trial install can still
 * follow verification, password-reset and reauthorization links offline.
 */
export function createLogMailer(logger: Pick<IntegrationLogger, 'info'>): Mailer {
  return {
    name: 'log (no SMTP_URL: e-mails are written to the server log)',
    async send(message) {
      logger.info(
        { email: { to: message.to, subject: message.subject, text: message.text, html: message.html } },
        `e-mail not sent (no SMTP_URL), logged instead. To: ${message.to}. Subject: ${message.subject}\n${message.text}`,
      );
    },
  };
}
