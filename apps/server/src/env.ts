import { DEFAULT_POOL_MAX } from '@laundry/db';
import { z } from 'zod';

/** Every setting of the server. This is the only file that reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only unless asked (docs/decisions/server-listen-address.md); the Docker image sets 0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  // E-mail (issue 4): SMTP through nodemailer when set, else the outbox is written to the log.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('FreshPress <no-reply@localhost>'),
  // Google sign-in (OpenID Connect); on when the client id and secret are both set.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  // Payments (issue 6): Stripe when both keys are set, else the simulated provider (test cards only).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Texts (docs/decisions/notifications-sms.md): Twilio when all three are set, else texts go to the log.
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
  // Maps (issue 6): Google Geocoding and Distance Matrix when set, else offline zip centres and distances.
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  // Public site (issue 5): the locations map's tiles (OpenStreetMap unless set; '/map-tiles/{z}/{x}/{y}.png'
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
});

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
  return { ...env, publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
