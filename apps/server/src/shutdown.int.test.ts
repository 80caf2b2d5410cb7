import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
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

function startServer(dataDir: string, port = PORT): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
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

  // docs/decisions/0064-server-shutdown-keep-alive.md: a keep-alive client's idle connections are closed at once,
  // its request in flight is answered (with Connection: close) and the process exits 0 well within 10 s; the
  // connection that request used stayed open for the keep-alive timeout (72 s) and the stop ended at its deadline.
  it('closes idle keep-alive connections at once, answers the request in flight and exits 0 within 10 s', async () => {
    const port = await freePort();
    const dataDir = path.join(scratch, 'keep-alive');
    const started = await startServer(dataDir, port);
    server = started.child;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const closedAt = new Map<net.Socket, number>();
    const watch = (socket: net.Socket) => {
      if (!closedAt.has(socket)) {
        closedAt.set(socket, Number.POSITIVE_INFINITY);
        socket.once('close', () => closedAt.set(socket, Date.now()));
      }
    };
    try {
      // Four connections held open by the client, idle.
      const answered = await Promise.all(
        Array.from(
          { length: 4 },
          () =>
            new Promise<number>((resolve, reject) => {
              const request = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
                watch(response.socket as net.Socket);
                response.resume();
                response.on('end', () => resolve(response.statusCode ?? 0));
              });
              request.on('error', reject);
            }),
        ),
      );
      expect(answered).toEqual([200, 200, 200, 200]);
      expect(closedAt.size).toBe(4);

      // One request in flight on one of them: its body is still arriving when the signal comes.
      const body = JSON.stringify({ email: 'nobody@example.test', password: 'not the password' });
      let busy: net.Socket | undefined;
      let sendRest = () => {};
      const slow = new Promise<{ status: number; connection: string | undefined; text: string }>(
        (resolve, reject) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              path: '/api/login',
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk) => (text += chunk));
              response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }),
              );
            },
          );
          request.on('socket', (socket) => {
            busy = socket as net.Socket;
          });
          request.on('error', reject);
          request.write(body.slice(0, 10));
          sendRest = () => request.end(body.slice(10));
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(busy && closedAt.has(busy)).toBe(true);

      const exit = exited(server);
      const signalled = Date.now();
      server.kill('SIGTERM');
      // The idle ones are closed at once; the busy one stays open for its request.
      const idle = [...closedAt.keys()].filter((socket) => socket !== busy);
      while (idle.some((socket) => closedAt.get(socket) === Number.POSITIVE_INFINITY)) {
        if (Date.now() - signalled > 2_000) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(idle.map((socket) => closedAt.get(socket)! - signalled).every((ms) => ms < 2_000)).toBe(true);
      expect(closedAt.get(busy!)).toBe(Number.POSITIVE_INFINITY);

      sendRest();
      const answer = await slow;
      expect(answer.status).toBe(401);
      expect(answer.text).toContain('Incorrect email or password.');

      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(answer.connection).toBe('close');
      expect(started.output()).toContain('"msg":"stopped"');
      expect(started.output()).not.toContain('not stopped within');
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      agent.destroy();
    }
  }, 180_000);
});
