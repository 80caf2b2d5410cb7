import { hashPassword } from '@laundry/auth';
import { migrateDatabase, openDatabase, seedDatabase } from '@laundry/db';
import { buildApp } from './app';
import { demoPassword } from './demo';
import { loadEnv } from './env';
import { integrationsConfig } from './integrations';
import { authOptions, describeAuth } from './security/config';
import { siteConfig } from './site';

/** One clear line instead of a stack trace for the failures an operator can fix. */
function explain(error: unknown, port: number): string {
  const err = error as NodeJS.ErrnoException;
  if (err?.code === 'EADDRINUSE')
    return `Port ${port} is already in use. Stop the other process or set PORT.`;
  if (err?.code === 'EACCES' && err.syscall === 'listen') return `Not allowed to listen on port ${port}.`;
  return err instanceof Error ? err.message : String(error);
}

async function main(): Promise<void> {
  let port = 3000;
  try {
    const env = loadEnv();
    port = env.PORT;
    const embedded = !env.DATABASE_URL;
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
    });
    await migrateDatabase(database);

    // Demo accounts only on the embedded default or when asked for (never silently in production).
    const withDemo = embedded || env.SEED_DEMO === '1';
    const password = withDemo ? await demoPassword(env.DEMO_PASSWORD, env.DATA_DIR) : undefined;
    const seed = await seedDatabase(database.db, { demo: withDemo, demoPassword: password, hashPassword });

    const app = await buildApp({
      database,
      logger: { level: env.LOG_LEVEL },
      trustProxy: env.TRUST_PROXY === '1',
      webDistDir: env.WEB_DIST_DIR,
      auth: authOptions(env),
      integrationsConfig: integrationsConfig(env),
      outboxWorker: true,
      site: siteConfig(env),
    });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping');
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      `database: ${database.driver === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}`,
    );
    app.log.info(describeAuth(authOptions(env)));
    const url = env.publicUrl;
    const lines = [`\nLaundry chain ordering is running at ${url}`];
    if (withDemo && password) {
      lines.push('Demo logins (password for all):', `  password: ${password}`);
      for (const account of seed.demoAccounts) lines.push(`  ${account.role.padEnd(10)} ${account.email}`);
    }
    console.log(`${lines.join('\n')}\n`);
  } catch (error) {
    console.error(`Could not start: ${explain(error, port)}`);
    process.exit(1);
  }
}

void main();
