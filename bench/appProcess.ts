/**
 * The real server in a process of its own, on a PostgreSQL database the benchmark made: no demo data, the request log
 * at warn. From its sources through tsx, or with `compiled` as `npm start` runs it (apps/server/dist/main.js, built
 * first). Resolves once `/healthz` answers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The environment and options `npm start` gives node (the root package.json's start script:
 * `NAME=value ... node --option ... apps/server/dist/main.js`; docs/decisions/0107-server-memory.md), so that the
 * benchmarks' server runs as production does.
 */
export function startCommand(): { env: Record<string, string>; options: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = /((?:\b[A-Z_]+=\S+ )*)node((?: --[\w-]+(?:=\S+)?)*) apps\/server\/dist\/main\.js/.exec(
    scripts.start ?? '',
  );
  if (!command) throw new Error('The start script does not run node apps/server/dist/main.js.');
  const words = (text: string | undefined) => (text ?? '').trim().split(' ').filter(Boolean);
  const env = Object.fromEntries(words(command[1]).map((pair) => pair.split('=', 2) as [string, string]));
  return { env, options: words(command[2]) };
}

export async function startServer(
  port: number,
  databaseUrl: string,
  { compiled = false } = {},
): Promise<ChildProcess> {
  if (compiled) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@laundry/server'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('npm run build -w @laundry/server failed');
  }
  const start = startCommand();
  const entry = [
    ...start.options,
    ...(compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    },
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
