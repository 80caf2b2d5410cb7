import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBrowserPath } from '../scripts/ensureChromium.mjs';
import { appServerEnv, e2eAuth, e2eServer, e2eServerCount } from './authConfig';

export { demoPassword } from './authConfig';

/**
 * One built app per worker, each on a port of its own with a throw-away data folder (embedded PGlite) and its own
 * demo data: a worker's test files run one after another against its own server, as the whole suite once did
 * against one (docs/decisions/0080-e2e-server-per-worker.md).
 */
function appServer(index: number) {
  const { port } = e2eServer(index);
  return {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: appServerEnv(port, index),
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A loopback SMTP listener and OpenID provider (Google's stand-in) for the account tests.
  globalSetup: './authServers.ts',
  fullyParallel: false,
  workers: e2eServerCount,
  retries: process.env.CI ? 1 : 0,
  // Under CI, twice the time: on a loaded 2-core machine a test that takes 10 s alone took 26-31 s beside the other
  // worker, and its waits ran out where nothing was wrong (the same tests failed on the previous build, and passed
  // one worker at a time).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: e2eAuth.baseUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's old headless shell where it is installed (docs/decisions/0105-e2e-headless-shell-two-workers.md).
      executablePath: e2eBrowserPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: e2eServerCount }, (_, index) => appServer(index)),
});
