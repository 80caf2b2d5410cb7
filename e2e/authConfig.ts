import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The run has one app server per Playwright worker (playwright.config.ts), E2E_SERVERS of them, by default one per
 * core and at most four: worker N talks only to server N, so two workers never see each other's orders, settings or
 * mail. Server N listens on E2E_PORT + N, its SMTP listener on E2E_PORT + 10 + N; the one OpenID provider on
 * E2E_PORT + 20 serves them all. Two workers in the headless shell took 7.6 minutes where one took 13.2
 * (docs/decisions/0105-e2e-headless-shell-two-workers.md).
 */
const basePort = Number(process.env.E2E_PORT ?? 4321);
export const e2eServerCount = Math.max(
  1,
  Number(process.env.E2E_SERVERS ?? Math.min(availableParallelism(), 4)),
);
// Made once by the runner; its workers inherit the variable, so every process reads the same folder.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'laundry-e2e-mail-'));
const mailRoot = process.env.E2E_MAIL_DIR;

/** Server `index`'s address, its SMTP listener and the folder that listener files its messages in. */
export function e2eServer(index: number) {
  return {
    port: basePort + index,
    baseUrl: `http://localhost:${basePort + index}`,
    smtpPort: basePort + 10 + index,
    mailDir: path.join(mailRoot, String(index)),
  };
}

// Playwright gives each worker process its slot (0 .. workers - 1) in TEST_PARALLEL_INDEX; a worker started again
// after a failure keeps the slot, so it keeps its server. The runner itself has none and reads server 0.
export const workerServerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % e2eServerCount;
const ownServer = e2eServer(workerServerIndex);

/**
 * The ports a test file may start app servers of its own on (ownServers.ts), beside the run's: E2E_PORT + 30 + N, one
 * range per worker slot.
 */
export function ownServerPort(n: number): number {
  return basePort + 30 + workerServerIndex * 4 + n;
}

/** The mail server and OpenID provider as this process's tests see them (authServers.ts starts them). */
export const e2eAuth = {
  baseUrl: ownServer.baseUrl,
  mailDir: ownServer.mailDir,
  oidcPort: basePort + 20,
  get googleIssuer() {
    return `http://127.0.0.1:${this.oidcPort}`;
  },
  googleClientId: 'laundry-e2e',
  googleClientSecret: 'laundry-e2e-secret',
};

/** What server `index` needs to mail through its SMTP listener and sign in with the provider. */
function e2eAuthServerEnv(index: number): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${e2eServer(index).smtpPort}`,
    MAIL_FROM: 'FreshPress <no-reply@laundry.test>',
    GOOGLE_ISSUER: e2eAuth.googleIssuer,
    GOOGLE_CLIENT_ID: e2eAuth.googleClientId,
    GOOGLE_CLIENT_SECRET: e2eAuth.googleClientSecret,
  };
}

export const demoPassword = 'e2e-demo-password';

/** How an end-to-end app server runs: on `port`, with a throw-away data folder, mailing through server `mailIndex`'s listener. */
export function appServerEnv(port: number, mailIndex: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'laundry-e2e-')),
    DEMO_PASSWORD: demoPassword,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Each test is its own visitor, by X-Forwarded-For (fixtures.ts).
    TRUST_PROXY: '1',
    // The server's own plain tiles: the browser cannot reach a tile server here, and a failed tile logs an error.
    MAP_TILE_URL: '/map-tiles/{z}/{x}/{y}.png',
    ...e2eAuthServerEnv(mailIndex),
  };
}
