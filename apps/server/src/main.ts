import { hashPassword } from '@laundry/auth';
import { migrateDatabase, openDatabase, seedDatabase } from '@laundry/db';
import { buildApp } from './app';
import { describeAuth } from './auth/config';
import { demoPassword } from './demo';
import { loadConfig } from './env';
import { logFormat, serverLogger } from './logging';
import { registerBackupEndpoint } from './ops/backupEndpoint';
import { closeIdleConnectionsWhileStopping } from './shutdown';

/**
 * How long a stop may take (docs/decisions/0045-server-shutdown.md): requests in flight finish, the outbox
 * worker and the sweeps stop, the database closes; past this the process exits anyway, with code 1.
 */
const STOP_DEADLINE_MS = 10_000;

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
    // The one configuration object: validated, with every default applied (env.ts).
    const env = loadConfig();
    port = env.PORT;
    const embedded = !env.DATABASE_URL;
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolMax: env.DATABASE_POOL_MAX,
    });
    await migrateDatabase(database);

    const withDemo = env.seedDemo;
    const password = withDemo ? await demoPassword(env.DEMO_PASSWORD, env.DATA_DIR) : undefined;
    const seed = await seedDatabase(database.db, { demo: withDemo, demoPassword: password, hashPassword });

    const app = await buildApp({
      database,
      logger: serverLogger(env.LOG_LEVEL, logFormat(env.LOG_FORMAT, process.stdout.isTTY === true)),
      trustProxy: env.TRUST_PROXY === '1',
      webDistDir: env.WEB_DIST_DIR,
      auth: env.auth,
      integrationsConfig: env.integrations,
      outboxWorker: true,
      site: env.site,
      now: env.now,
    });
    // `npm run db:backup` while this server runs asks it for the dump (docs/decisions/0047-db-backups.md).
    if (embedded) registerBackupEndpoint(app, database, env.DATA_DIR);
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping: no new connections; finishing the requests in flight');
      const deadline = setTimeout(() => {
        app.log.error(`not stopped within ${STOP_DEADLINE_MS / 1000} s; exiting anyway`);
        process.exit(1);
      }, STOP_DEADLINE_MS);
      deadline.unref();
      let code = 0;
      // A keep-alive connection whose request finishes during the stop is closed as soon as it is idle
      // (shutdown.ts; docs/decisions/0064-server-shutdown-keep-alive.md).
      const stopClosingIdle = closeIdleConnectionsWhileStopping(app);
      try {
        // Stops listening, closes idle keep-alive connections, waits for requests in flight (each answer
        // closing its connection), then runs the onClose hooks: the outbox worker, the card-hold and auth
        // sweeps and the authorization jobs stop there.
        await app.close();
      } catch (error) {
        app.log.error({ err: error }, 'stopping the server failed');
        code = 1;
      }
      stopClosingIdle();
      try {
        // Last: PGlite writes its files and the data folder's lock is given back.
        await database.close();
      } catch (error) {
        app.log.error({ err: error }, 'closing the database failed');
        code = 1;
      }
      clearTimeout(deadline);
      app.log.info('stopped');
      process.exit(code);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      `database: ${database.driver === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL'}`,
    );
    app.log.info(describeAuth(env.auth));
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
