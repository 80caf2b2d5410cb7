import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/freePort';

// SIGTERM: requests in flight finish, then the server stops and closes the database within its deadline
// (docs/decisions/0045-server-shutdown.md). Runs the real `main.ts` on an embedded database.
const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = await freePort();
const scratch = await mkdtemp(path.join(tmpdir(), 'laundry-stop-'));
let server: ChildProcess | undefined;
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  await rm(scratch, { recursive: true, force: true });
});

function startServer(dataDir: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it ran:\n${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')('stopping on SIGTERM', () => {
  it('finishes a request in flight, refuses new connections, closes the database and exits 0', async () => {
    const dataDir = path.join(scratch, 'data');
    const started = await startServer(dataDir);
    server = started.child;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    // A request whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password' });
    const socket = net.connect(PORT, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = exited(server);
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // No new connections once stopping.
    const refused = await new Promise<string>((resolve) => {
      const other = net.connect(PORT, '127.0.0.1');
      other.once('connect', () => {
        other.destroy();
        resolve('connected');
      });
      other.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('Incorrect email or password.');

    expect(await exit).toBe(0);
    expect(started.output()).toContain('"msg":"stopped"');
    // The database was closed and its folder given back.
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 180_000);
});
