import { z } from 'zod';

/** Every setting of the server. This is the only file that reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
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
