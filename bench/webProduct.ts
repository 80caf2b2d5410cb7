/**
 * The product as `npm start` runs it, for the browser benchmarks (bench/web.ts, bench/webTasks.ts, bench/inp.ts):
 * embedded PGlite in a throw-away data folder, or a PostgreSQL database with the demo data, and a built web client,
 * on a loopback port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The pages the goals name: the public pages and the guest order flow's first step. */
export const MEASURED_PAGES = [
  '/',
  '/pricing',
  '/florida-pricing',
  '/specials',
  '/locations',
  '/login',
  '/app/order/address',
];
/** The page a guest's session is needed for (it is rendered ahead of time for guests only). */
export const GUEST_PAGE = '/app/order/address';

/** The demo accounts' password (the staff e-mails are the demo seed's, packages/db/src/seed/demoAccounts.ts). */
export const DEMO_PASSWORD = 'bench-demo-password';

export interface RunningProduct {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the server on `port` with the web client built in `webDistDir` (default apps/web/dist), on embedded PGlite,
 * or with `databaseUrl` on that PostgreSQL database, which the server migrates and seeds with the demo data. A
 * browser signs in there at the origin the server names as its public address (the one its CSRF check lets through).
 */
export async function startProduct(
  port: number,
  webDistDir?: string,
  databaseUrl?: string,
): Promise<RunningProduct> {
  const origin = databaseUrl ? `http://localhost:${port}` : `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laundry-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MAP_TILE_URL: '/map-tiles/{z}/{x}/{y}.png',
      ...(webDistDir ? { WEB_DIST_DIR: path.resolve(webDistDir) } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '1', PUBLIC_URL: origin } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(
    server.exitCode === null
      ? 'The product did not start within 2 minutes.'
      : `The product exited with ${server.exitCode}.`,
  );
}

/** A guest session's cookie, as "Continue as a Guest" gets one (docs/rules/accounts.md, Guests). */
export async function guestCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/trpc/auth.authorizeGuest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
  if (!cookie) throw new Error(`No guest session (HTTP ${response.status}).`);
  return cookie.split(';')[0] as string;
}
