import { recordSmsReply, skipByText, skipReplyLanguage } from '@laundry/api';
import { isSignedByTwilio } from '@laundry/integrations';
import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from '../auth';
import { contextFor, type RequestDeps } from '../trpc';

/** TwiML that sends no reply: Twilio itself confirms a STOP or START to the customer. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** TwiML that answers the sender with one text. */
const messageTwiml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${xmlText(text)}</Message></Response>`;

/**
 * POST /api/webhooks/twilio: texts customers send back to the sending number (configured as the
 * number's or Messaging Service's incoming-message webhook). A STOP reply puts the number on the
 * opt-out list and START takes it off (docs/decisions/0034-notifications-sms.md). With TWILIO_AUTH_TOKEN set,
 * only a request carrying Twilio's X-Twilio-Signature for this URL and form is accepted.
 */
export async function registerTwilioWebhook(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  await app.register(async (scope) => {
    // Twilio posts a form; the signature is computed over its fields, read here as Twilio sent them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    scope.post('/twilio', async (request, reply) => {
      const form = typeof request.body === 'string' ? request.body : '';
      const params = Object.fromEntries(new URLSearchParams(form));
      const authToken = deps.integrations.smsWebhookAuthToken;
      if (authToken) {
        const signature = request.headers['x-twilio-signature'];
        const url = `${publicUrlOf(deps.auth, request)}${request.url}`;
        if (
          !isSignedByTwilio(authToken, typeof signature === 'string' ? signature : undefined, url, params)
        ) {
          return reply.code(403).send({ error: 'Invalid signature.', message: 'Invalid signature.' });
        }
      }
      const outcome = await recordSmsReply(deps.db, {
        from: params.From,
        body: params.Body,
        optOutType: params.OptOutType,
      });
      if (outcome !== 'ignored') request.log.info({ sms: { outcome } }, 'text reply recorded');
      // SKIP skips the next repeating pick-up, and says so (docs/decisions/0095-recurring-skip-link-and-texts.md).
      const skipLanguage = outcome === 'ignored' ? skipReplyLanguage(params.Body) : null;
      if (skipLanguage) {
        const answer = await skipByText(await contextFor(deps, request, reply), params.From, skipLanguage);
        request.log.info({ sms: { outcome: 'skip' } }, 'text reply recorded');
        return reply.type('text/xml').send(messageTwiml(answer));
      }
      return reply.type('text/xml').send(EMPTY_TWIML);
    });
  });
}
