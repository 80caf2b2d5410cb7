import type { RestCase } from './restMatrix';

/**
 * The Twilio webhook in the REST permission matrix: public, as Twilio calls it without a session. With
 * TWILIO_AUTH_TOKEN set only a request carrying Twilio's signature is applied (../webhooks/twilio.int.test.ts);
 * the matrix's server has none configured, so every caller's reply is taken.
 */
export const twilioRestMatrix: Record<string, RestCase> = {
  'POST /api/webhooks/twilio': {
    access: 'public',
    call: () => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: '+13055550142', Body: 'Thank you' }).toString(),
    }),
  },
};
