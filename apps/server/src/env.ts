import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@laundry/api';
import { DEFAULT_POOL_MAX } from '@laundry/db';
import type { IntegrationsConfig } from '@laundry/integrations';
import { z } from 'zod';
import type { AuthOptions } from './auth';

/** Every setting of the server. This is the only file that reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only unless asked (docs/decisions/0031-server-listen-address.md); the Docker image sets 0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Readable lines or one JSON object a line; unset, readable on a terminal and JSON otherwise (logging.ts).
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX),
  PUBLIC_URL: z.string().url().optional(),
  // Origins besides PUBLIC_URL's whose pages may make state-changing requests (the CSRF check,
  // docs/decisions/0065-security-allowed-origins.md): comma separated, each a scheme, host and optional port.
  ALLOWED_ORIGINS: z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (entry === '') continue;
        const origin = originOf(entry);
        if (origin === null) {
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an origin: give a scheme, host and optional port, such as https://shop.example.com`,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    })
    .optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  // E-mail: SMTP through nodemailer when set, else the outbox is written to the log.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('FreshPress <no-reply@localhost>'),
  // Google sign-in (OpenID Connect); on when the client id and secret are both set.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  // Payments: Stripe when both keys are set, else the simulated provider (test cards only).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Texts (docs/decisions/0034-notifications-sms.md): Twilio when all three are set, else texts go to the log.
  // The auth token also checks the signature of inbound texts (STOP) at POST /api/webhooks/twilio.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
      'must be an E.164 number (+12125550100) or a Messaging Service SID (MG...)',
    )
    .optional(),
  // Maps: Google Geocoding and Distance Matrix when set, else offline zip centres and distances.
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  // Public site: the locations map's tiles (OpenStreetMap unless set; '/map-tiles/{z}/{x}/{y}.png'
  // is the server's own plain tiles for offline use) and who is e-mailed business inquiries and messages.
  MAP_TILE_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'must be an http(s) URL or a path starting with /')
    .refine(
      (url) => url.includes('{z}') && url.includes('{x}') && url.includes('{y}'),
      'needs {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
  STAFF_NOTIFY_EMAIL: z.string().email().optional(),
  // Tests only (NODE_ENV=test): the server's clock reads this instant at start and runs on from it, so an end-to-end
  // test of a weekday's work runs on any day (docs/decisions/0097-test-clock.md).
  CLOCK_START: z.string().datetime({ offset: true }).optional(),
  // Tests only (NODE_ENV=test): where Twilio's REST API is, a local stand-in that speaks its protocol, so an end-to-end
  // test reads the texts customers get (docs/decisions/0097-test-clock.md).
  TWILIO_API_BASE_URL: z.string().url().optional(),
});

/** `http(s)://host[:port]` (a trailing slash allowed) as the browser sends it in Origin; null for anything else. */
function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const plain = url.href === `${url.origin}/` && !text.includes('@');
  return (url.protocol === 'http:' || url.protocol === 'https:') && plain ? url.origin : null;
}

export type Env = z.infer<typeof envSchema> & { publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  for (const name of ['CLOCK_START', 'TWILIO_API_BASE_URL'] as const) {
    if (env[name] && env.NODE_ENV !== 'test')
      throw new Error(`Invalid configuration: ${name}: only with NODE_ENV=test`);
  }
  return { ...env, publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}

/**
 * The server's one configuration object: every setting validated, every default applied, and the parts
 * each piece of the server takes (sign-in, outside services, public site) made from them here, once.
 * main.ts builds it and hands its parts to buildApp; nothing below applies a default of its own.
 */
export interface ServerConfig extends Env {
  /** Demo accounts are seeded on the embedded database, or when SEED_DEMO=1; never silently in production. */
  seedDemo: boolean;
  auth: AuthOptions;
  integrations: IntegrationsConfig;
  site: SiteConfig;
  /** The server's clock: the real one, or in tests one that started at CLOCK_START. */
  now: () => Date;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const env = loadEnv(source);
  return {
    ...env,
    seedDemo: !env.DATABASE_URL || env.SEED_DEMO === '1',
    auth: authOptions(env),
    integrations: integrationsConfig(env),
    site: siteConfig(env),
    now: serverClock(env.CLOCK_START),
  };
}

/** The real clock; with CLOCK_START (tests only) the same clock moved so it read that instant when loaded. */
function serverClock(start: string | undefined): () => Date {
  if (!start) return () => new Date();
  const offsetMs = Date.parse(start) - Date.now();
  return () => new Date(Date.now() + offsetMs);
}

/** PUBLIC_URL for links, the origins the CSRF check lets through, Google sign-in when its client is set, expired sessions swept every hour. */
function authOptions(env: Env): AuthOptions {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : null;
  return {
    publicUrl: env.publicUrl,
    // Without PUBLIC_URL the server is the one on this machine (`npm start`): its loopback addresses are the same
    // page as localhost, so a browser opened at http://127.0.0.1:PORT signs in too (decision 0065).
    allowedOrigins: [
      ...(env.ALLOWED_ORIGINS ?? []),
      ...(env.PUBLIC_URL ? [] : [`http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`]),
    ],
    google,
    sweepEveryMs: 60 * 60 * 1000,
  };
}

/** Stripe, Twilio and Google Maps when their keys are set; the offline defaults otherwise. */
function integrationsConfig(env: Env): IntegrationsConfig {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            ...(env.TWILIO_API_BASE_URL ? { apiBaseUrl: env.TWILIO_API_BASE_URL } : {}),
          }
        : undefined,
    twilioWebhookAuthToken: env.TWILIO_AUTH_TOKEN,
  };
}

/** The public site's settings, with their defaults (DEFAULT_SITE_CONFIG). */
function siteConfig(env: Env): SiteConfig {
  return {
    mapTiles: env.MAP_TILE_URL
      ? // A tile server of one's own needs no third-party credit unless its data does; say so in the variable.
        { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? '' }
      : DEFAULT_SITE_CONFIG.mapTiles,
    staffNotifyEmail: env.STAFF_NOTIFY_EMAIL ?? DEFAULT_SITE_CONFIG.staffNotifyEmail,
  };
}
