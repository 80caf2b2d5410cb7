import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/freePort';

// `npm start` and the Dockerfile run the server compiled to apps/server/dist/main.js with plain `node`
// (docs/decisions/0054-node-24-compiled-server.md); the other tests run its sources through tsx. This one builds
// the bundle and starts it as `npm start` does, on a fresh embedded database, on whichever Node.js runs the tests.
const serverRoot = path.resolve(import.meta.dirname, '..');
const PORT = await freePort();
const scratch = await mkdtemp(path.join(tmpdir(), 'laundry-compiled-'));
let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')('the compiled server', () => {
  it('builds, starts with plain node on the embedded database with demo data, answers and stops on SIGTERM', async () => {
    await promisify(execFile)(process.execPath, [path.join(serverRoot, 'build.mjs')], { cwd: serverRoot });

    const { DATABASE_URL: _ignored, ...environment } = process.env;
    const child = spawn(process.execPath, [path.join(serverRoot, 'dist/main.js')], {
      env: {
        ...environment,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(scratch, 'data'),
        DEMO_PASSWORD: 'compiled-demo-password',
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    await expect
      .poll(
        async () => {
          if (child.exitCode !== null)
            throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
          return fetch(`http://127.0.0.1:${PORT}/healthz`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 90_000, interval: 250 },
      )
      .toBe(200);
    const health = await (await fetch(`http://127.0.0.1:${PORT}/healthz`)).json();
    expect(health).toEqual({ status: 'ok', database: 'pglite' });

    // The demo data is there: the public catalog lists the seeded stores, and the demo logins are printed.
    const stores = (await (await fetch(`http://127.0.0.1:${PORT}/api/locations`)).json()) as unknown[];
    expect(stores.length).toBeGreaterThan(0);
    expect(output).toContain('customer@demo.laundry.test');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 150_000);
});
