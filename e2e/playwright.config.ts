import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAuthServerEnv } from './authConfig';

// The built app on a port of its own, with a throw-away data folder (embedded PGlite).
const port = Number(process.env.E2E_PORT ?? 4321);
const dataDir = mkdtempSync(path.join(tmpdir(), 'laundry-e2e-'));
export const demoPassword = 'e2e-demo-password';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A loopback SMTP listener and OpenID provider (Google's stand-in) for the account tests.
  globalSetup: './authServers.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Each test is its own visitor, by X-Forwarded-For (fixtures.ts).
      TRUST_PROXY: '1',
      // The server's own plain tiles: the browser cannot reach a tile server here, and a failed tile logs an error.
      MAP_TILE_URL: '/map-tiles/{z}/{x}/{y}.png',
      ...e2eAuthServerEnv(),
    },
  },
});
