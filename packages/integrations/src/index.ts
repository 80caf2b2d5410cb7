import type { Db } from '@laundry/db';
import { createLogMailer } from './email/log-mailer';
import type { IntegrationLogger, Mailer } from './email/mailer';
import { createSmtpMailer } from './email/smtp-mailer';
import { createGoogleDistances } from './maps/google-distances';
import { createGoogleGeocoder } from './maps/google-geocoder';
import type { DistanceProvider, Geocoder } from './maps/places';
import { createStraightLineDistances } from './maps/straight-line-distances';
import { createZipGeocoder } from './maps/zip-geocoder';
import {
  createSimulatedPayments,
  type SimulatedPaymentProvider,
} from './payments/simulated/simulated-payments';
import { createStripePayments, type StripeConfig, type StripePaymentProvider } from './payments/stripe';

/**
 * Every outside service behind a small interface, with a real adapter and a built-in
 * default that works offline (ARCHITECTURE.md). A default is chosen only when the real
 * service is not configured, and describe() tells the server what to log at start.
 */
export interface IntegrationsConfig {
  stripe?: StripeConfig;
  smtpUrl?: string;
  mailFrom: string;
  googleMapsApiKey?: string;
  googleMapsBaseUrl?: string;
}

export interface Integrations {
  /** Narrow on `payments.name` to reach the simulated provider's createPaymentMethod. */
  payments: StripePaymentProvider | SimulatedPaymentProvider;
  mailer: Mailer;
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
  const google = config.googleMapsApiKey
    ? { apiKey: config.googleMapsApiKey, baseUrl: config.googleMapsBaseUrl }
    : null;
  const distances = google ? createGoogleDistances(google) : createStraightLineDistances();
  const geocoder = google ? createGoogleGeocoder(google) : createZipGeocoder();
  return {
    payments,
    mailer,
    distances,
    geocoder,
    describe: () => [
      payments.name === 'stripe'
        ? `payments: stripe (${payments.testMode ? 'test' : 'live'} mode)`
        : 'payments: simulated (no STRIPE keys: test cards only, no real money)',
      `email: ${mailer.name}${config.smtpUrl ? `, from ${config.mailFrom}` : ''}`,
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

export { createLogMailer } from './email/log-mailer';
export type { EmailMessage, IntegrationLogger, Mailer } from './email/mailer';
export { enqueueEmail } from './email/outbox';
export { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './email/outbox-worker';
export { createSmtpMailer, type SmtpConfig } from './email/smtp-mailer';
export {
  createGoogleDistances,
  destinationsPerRequest,
  type GoogleMapsConfig,
} from './maps/google-distances';
export { createGoogleGeocoder } from './maps/google-geocoder';
export type { DistanceProvider, Geocoder, LatLng, ResolvedPlace } from './maps/places';
export { MapsProviderError } from './maps/places';
export {
  createStraightLineDistances,
  greatCircleMeters,
  walkingDetourFactor,
} from './maps/straight-line-distances';
export { createZipGeocoder } from './maps/zip-geocoder';
export { PaymentDeclinedError, PaymentProviderError, WebhookSignatureError } from './payments/errors';
export type * from './payments/provider';
export {
  createSimulatedPayments,
  type SimulatedPaymentProvider,
} from './payments/simulated/simulated-payments';
export { cardMessages, testCards } from './payments/simulated/test-cards';
export { createStripePayments, type StripeConfig, type StripePaymentProvider } from './payments/stripe';
