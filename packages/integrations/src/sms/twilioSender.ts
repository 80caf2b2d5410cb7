import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { SmsRefusedError, type SmsSender } from './sender';

export interface TwilioConfig {
  /** TWILIO_ACCOUNT_SID ('AC...'). */
  accountSid: string;
  /** TWILIO_AUTH_TOKEN: the API password, and the key inbound webhooks are signed with. */
  authToken: string;
  /** TWILIO_FROM: the sending number in E.164 ('+12125550100'), or a Messaging Service SID ('MG...'). */
  from: string;
  /** Only tests set it: where the REST API is instead of https://api.twilio.com (a local stand-in). */
  apiBaseUrl?: string;
}

/**
 * Twilio error codes that refuse this one recipient for good: retrying sends the same refusal.
 * https://www.twilio.com/docs/api/errors - 21211 invalid 'To' number, 21610 the recipient replied STOP
 * to this sender, 21612 the number cannot be reached from this sender, 21614 not a mobile number.
 * Every other failure (authentication, rate limit, Twilio down, the network) is retried by the outbox.
 */
const REFUSED_FOR_GOOD = new Set([21211, 21610, 21612, 21614]);
const UNSUBSCRIBED_RECIPIENT = 21610;
// A hung API must not hold the outbox worker for long: the outbox retries later.
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The library's own HTTP client (axios with Basic auth and form encoding), sending every request to
 * another origin: the documented `httpClient` option is the library's way to change how requests go,
 * and keeping its client means the stand-in sees exactly what Twilio would.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: REQUEST_TIMEOUT_MS });
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request({ ...options, uri: uri.href });
  }
}

/** Texts through Twilio's Messages API with the official `twilio` library. */
export function createTwilioSms(config: TwilioConfig): SmsSender {
  const client = twilio(config.accountSid, config.authToken, {
    timeout: REQUEST_TIMEOUT_MS,
    ...(config.apiBaseUrl ? { httpClient: new RedirectedRequestClient(new URL(config.apiBaseUrl)) } : {}),
  });
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    name: `twilio (from ${config.from})`,
    async send(message) {
      try {
        await client.messages.create({ to: message.to, body: message.body, ...sender });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && REFUSED_FOR_GOOD.has(code)) {
          const text = error instanceof Error ? error.message : String(error);
          throw new SmsRefusedError(`Twilio ${code}: ${text}`, code === UNSUBSCRIBED_RECIPIENT);
        }
        throw error;
      }
    },
  };
}

/**
 * Whether a request to a Twilio webhook (an inbound text) was signed by Twilio with this account's
 * auth token. `url` is the full address Twilio was configured to call, query string included, and
 * `params` the POSTed form fields.
 */
export function isSignedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
