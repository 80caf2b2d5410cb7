import type { Db } from '@laundry/db';
import { createLogMailer } from './email/logMailer';
import type { IntegrationLogger, Mailer } from './email/mailer';
import { createSmtpMailer } from './email/smtpMailer';
import { createGoogleDistances } from './maps/googleDistances';
import { createGoogleGeocoder } from './maps/googleGeocoder';
import type { DistanceProvider, Geocoder } from './maps/places';
import { createStraightLineDistances } from './maps/straightLineDistances';
import { createZipGeocoder } from './maps/zipGeocoder';
import {
  createSimulatedPayments,
  type SimulatedPaymentProvider,
} from './payments/simulated/simulatedPayments';
import { createStripePayments, type StripeConfig, type StripePaymentProvider } from './payments/stripe';
import { createLogSmsSender } from './sms/logSender';
import type { SmsSender } from './sms/sender';
import { createTwilioSms, type TwilioConfig } from './sms/twilioSender';

/**
 * Every outside service behind a small interface, with a real adapter and a built-in
 * default that works offline (docs/architecture.md, Outside services). A default is chosen only when the real
 * service is not configured, and describe() tells the server what to log at start.
 */
export interface IntegrationsConfig {
  stripe?: StripeConfig;
  smtpUrl?: string;
  mailFrom: string;
  googleMapsApiKey?: string;
  googleMapsBaseUrl?: string;
  /** Texts through Twilio when set (all of account SID, auth token and sender); else to the log. */
  twilio?: TwilioConfig;
  /**
   * TWILIO_AUTH_TOKEN on its own: inbound texts (STOP replies) must carry Twilio's signature made
   * with it. Defaults to twilio.authToken.
   */
  twilioWebhookAuthToken?: string;
}

export interface Integrations {
  /** Narrow on `payments.name` to reach the simulated provider's createPaymentMethod. */
  payments: StripePaymentProvider | SimulatedPaymentProvider;
  mailer: Mailer;
  sms: SmsSender;
  /** The key Twilio signs inbound texts with; null when none is configured (signatures are not checked). */
  smsWebhookAuthToken: string | null;
  distances: DistanceProvider;
  geocoder: Geocoder;
  /** One line per service naming the active adapter, for the start-up log. */
  describe(): string[];
}

function stripeConfigured<T extends Pick<IntegrationsConfig, 'stripe'>>(
  config: T,
): config is T & { stripe: StripeConfig } {
  return Boolean(config.stripe?.secretKey && config.stripe.publishableKey);
}

export function createIntegrations(
  config: IntegrationsConfig,
  deps: { db: Db; logger: IntegrationLogger },
): Integrations {
  const payments = stripeConfigured(config)
    ? createStripePayments(config.stripe)
    : createSimulatedPayments(deps.db);
  const mailer = config.smtpUrl
    ? createSmtpMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })
    : createLogMailer(deps.logger);
  const sms =
    config.twilio?.accountSid && config.twilio.authToken && config.twilio.from
      ? createTwilioSms(config.twilio)
      : createLogSmsSender(deps.logger);
  const google = config.googleMapsApiKey
    ? { apiKey: config.googleMapsApiKey, baseUrl: config.googleMapsBaseUrl }
    : null;
  const distances = google ? createGoogleDistances(google) : createStraightLineDistances();
  const geocoder = google ? createGoogleGeocoder(google) : createZipGeocoder();
  return {
    payments,
    mailer,
    sms,
    smsWebhookAuthToken: config.twilioWebhookAuthToken || config.twilio?.authToken || null,
    distances,
    geocoder,
    describe: () => [
      payments.name === 'stripe'
        ? `payments: stripe (${payments.testMode ? 'test' : 'live'} mode)`
        : 'payments: simulated (no STRIPE keys: test cards only, no real money)',
      `email: ${mailer.name}${config.smtpUrl ? `, from ${config.mailFrom}` : ''}`,
      `sms: ${sms.name}`,
      `maps distances: ${distances.name}`,
      `maps geocoding: ${geocoder.name}`,
    ],
  };
}

export interface PublicPaymentConfig {
  provider: 'stripe' | 'simulated';
  /** Only with Stripe: what Stripe.js needs in the browser. Never the secret key. */
  publishableKey?: string;
  /** The checkout shows test-card hints when true. */
  testMode: boolean;
}

/** What the web client's checkout needs to know about payments. */
export function publicPaymentConfig(config: Pick<IntegrationsConfig, 'stripe'>): PublicPaymentConfig {
  if (!stripeConfigured(config)) return { provider: 'simulated', testMode: true };
  return {
    provider: 'stripe',
    publishableKey: config.stripe.publishableKey,
    testMode: config.stripe.publishableKey.startsWith('pk_test_'),
  };
}

export { createLogMailer } from './email/logMailer';
export type { EmailMessage, IntegrationLogger, Mailer } from './email/mailer';
export { emailInsert, enqueueEmail } from './email/outbox';
export { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './email/outboxWorker';
export { createSmtpMailer, type SmtpConfig } from './email/smtpMailer';
export {
  createGoogleDistances,
  destinationsPerRequest,
  drivingBlockSize,
  type GoogleMapsConfig,
} from './maps/googleDistances';
export { createGoogleGeocoder } from './maps/googleGeocoder';
export type { DistanceProvider, Geocoder, LatLng, ResolvedPlace } from './maps/places';
export { MapsProviderError } from './maps/places';
export {
  createStraightLineDistances,
  drivingDetourFactor,
  estimatedDrivingMatrix,
  greatCircleMeters,
  walkingDetourFactor,
} from './maps/straightLineDistances';
export { createZipGeocoder } from './maps/zipGeocoder';
export { PaymentDeclinedError, PaymentProviderError, WebhookSignatureError } from './payments/errors';
export type * from './payments/provider';
export {
  createSimulatedPayments,
  type SimulatedPaymentProvider,
} from './payments/simulated/simulatedPayments';
export { cardMessages, testCards } from './payments/simulated/testCards';
export { createStripePayments, type StripeConfig, type StripePaymentProvider } from './payments/stripe';
export { createLogSmsSender } from './sms/logSender';
export { enqueueSms } from './sms/outbox';
export { optOutKey, toE164 } from './sms/phone';
export { type SmsMessage, SmsRefusedError, type SmsSender } from './sms/sender';
export { createTwilioSms, isSignedByTwilio, type TwilioConfig } from './sms/twilioSender';
