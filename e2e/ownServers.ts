import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { appServerEnv, ownServerPort, workerServerIndex } from './authConfig';

/** An app server a test file started for itself (docs/decisions/0097-test-clock.md, End to end). */
export interface OwnServer {
  /** On 127.0.0.1, so its session cookies never mix with the run's servers' on localhost. */
  baseUrl: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the app as playwright.config.ts starts the run's servers, on this worker's own port `n` (ownServerPort) with the
 * settings given on top (a database, a clock), mailing through this worker's SMTP listener; resolves once /healthz
 * answers. A server that exits first, or is not up within two minutes, fails with its log.
 */
export async function startOwnServer(n: number, settings: Record<string, string>): Promise<OwnServer> {
  const port = ownServerPort(n);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...appServerEnv(port, workerServerIndex), PUBLIC_URL: baseUrl, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited: ${log}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} was not up within 2 minutes: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
