import { randomBytes } from 'node:crypto';
import { type HttpStandIn, type RecordedRequest, sendJson, startHttpStandIn } from './httpStandIn';

/**
 * A loopback stand-in for the slice of Twilio's REST API the SMS adapter uses: creating a Message
 * (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, a form body, HTTP Basic auth with the account
 * SID and auth token), answered with Twilio's Message JSON (201) or its error JSON
 * ({ code, message, more_info, status }), including its refusal of a recipient who replied STOP.
 */

export const STAND_IN_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const STAND_IN_AUTH_TOKEN = 'stand-in-auth-token-0123456789ab';

export interface SentText {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface TwilioStandIn extends HttpStandIn {
  /** Messages Twilio accepted, in order. */
  readonly messages: SentText[];
  /** E.164 numbers that replied STOP to the sender: Twilio refuses them with 21610. */
  readonly unsubscribed: Set<string>;
  /** The next message create answers 500, once (Twilio having a bad moment). */
  failNext(): void;
}

type Reply = { status: number; body: unknown };

const error = (status: number, code: number, message: string): Reply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const E164 = /^\+[1-9]\d{7,14}$/;

function credentialsOf(request: RecordedRequest): { username: string; password: string } | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function startTwilioStandIn(
  account: { accountSid: string; authToken: string } = {
    accountSid: STAND_IN_ACCOUNT_SID,
    authToken: STAND_IN_AUTH_TOKEN,
  },
): Promise<TwilioStandIn> {
  const messages: SentText[] = [];
  const unsubscribed = new Set<string>();
  let failing = false;

  function createMessage(request: RecordedRequest, accountSid: string): Reply {
    if (failing) {
      failing = false;
      return error(500, 20500, 'Internal Server Error');
    }
    const form = new URLSearchParams(request.body);
    const to = form.get('To');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) return error(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!from && !messagingServiceSid) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    if (unsubscribed.has(to)) return error(400, 21610, 'Attempt to send to unsubscribed recipient');

    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, accountSid, to, from, messagingServiceSid, body });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`;
    return {
      status: 201,
      body: {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: messagingServiceSid,
        num_media: '0',
        num_segments: String(Math.ceil(body.length / 160)),
        price: null,
        price_unit: 'USD',
        sid,
        status: messagingServiceSid && !from ? 'accepted' : 'queued',
        subresource_uris: { media: uri.replace('.json', '/Media.json') },
        to,
        uri,
      },
    };
  }

  function answer(request: RecordedRequest): Reply {
    const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    if (!route || request.method !== 'POST') {
      return error(404, 20404, `The requested resource ${request.path} was not found`);
    }
    const credentials = credentialsOf(request);
    if (credentials?.username !== account.accountSid || credentials.password !== account.authToken) {
      return error(401, 20003, 'Authenticate');
    }
    if (route[1] !== account.accountSid) {
      return error(404, 20404, `The requested resource ${request.path} was not found`);
    }
    return createMessage(request, route[1]);
  }

  const server = await startHttpStandIn((request, response) => {
    const reply = answer(request);
    sendJson(response, reply.status, reply.body);
  });
  return Object.assign(server, {
    messages,
    unsubscribed,
    failNext() {
      failing = true;
    },
  });
}
