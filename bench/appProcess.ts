/**
 * The real server (apps/server/src/main.ts) in a process of its own, on a PostgreSQL database the benchmark made:
 * no demo data, the request log at warn. Resolves once `/healthz` answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SEED_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the server on port ${port} was not up within 2 minutes`);
}
