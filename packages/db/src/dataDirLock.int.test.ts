import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './dataDirLock';
import { openDatabase } from './index';

// One server per embedded data folder (docs/decisions/0025-db-data-folder-lock.md).
const scratch = await mkdtemp(path.join(tmpdir(), 'laundry-lock-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));
const here = path.dirname(fileURLToPath(import.meta.url));

/** Opens `dataDir` in a separate Node process; resolves with its exit code and output. */
function openInAnotherProcess(dataDir: string): Promise<{ code: number | null; output: string }> {
  const script = `
    import { openDatabase } from ${JSON.stringify(path.join(here, 'index.ts'))};
    try { const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); await db.close(); console.log('opened'); }
    catch (error) { console.log(error.message); process.exit(3); }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

describe('the embedded data folder lock', () => {
  it('refuses a second open of a folder in use, in this process and in another, and opens after close', async () => {
    const dataDir = path.join(scratch, 'shared');
    const first = await openDatabase({ dataDir });

    const again = (await openDatabase({ dataDir }).catch((e: unknown) => e)) as Error;
    expect(again).toBeInstanceOf(Error);
    expect(again.message).toMatch(new RegExp(`^DATA_DIR "${dataDir}" is in use by process ${process.pid} `));
    expect(again.message).not.toContain('\n');

    const other = await openInAnotherProcess(dataDir);
    expect(other.code).toBe(3);
    expect(other.output).toContain(`DATA_DIR "${dataDir}" is in use by process ${process.pid}`);

    await first.close();
    const reopened = await openDatabase({ dataDir });
    await reopened.ping();
    await reopened.close();
    expect(await openInAnotherProcess(dataDir)).toEqual({ code: 0, output: 'opened' });
  }, 120_000);

  it('takes over the lock of a server that died without closing', async () => {
    const dataDir = path.join(scratch, 'crashed');
    await mkdir(dataDir, { recursive: true });
    // A pid far above any pid_max: no such process runs.
    const dead = {
      pid: 99_999_999,
      startTicks: '1',
      bootId: null,
      host: 'old',
      startedAt: '2020-01-01T00:00:00Z',
    };
    await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify(dead));
    const database = await openDatabase({ dataDir });
    const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock.pid).toBe(process.pid);
    await database.close();
    await expect(readFile(path.join(dataDir, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  }, 60_000);

  it('leaves the folder free when the database cannot open', async () => {
    const dataDir = path.join(scratch, 'broken');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'PG_VERSION'), 'not a postgres version\n');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/Could not open the embedded database/);
    await expect(readFile(path.join(dataDir, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  }, 60_000);
});
