import type { IntegrationLogger } from '../email/mailer';
import type { SmsSender } from './sender';

/**
 * The embedded default when Twilio is not configured: each text goes to the server log instead of a
 * phone, as the log mailer does with e-mails, so a trial install still shows what customers would get.
 */
export function createLogSmsSender(logger: Pick<IntegrationLogger, 'info'>): SmsSender {
  return {
    name: 'log (no TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: texts are written to the server log)',
    async send(message) {
      logger.info(
        { sms: { to: message.to, body: message.body } },
        `text not sent (Twilio not configured), logged instead. To: ${message.to}\n${message.body}`,
      );
    },
  };
}
