import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rm, rmdir, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server per embedded data folder (docs/decisions/0025-db-data-folder-lock.md). PGlite has no lock of
 * its own: two processes on one folder both accept orders, hand out the same order numbers and lose
 * acknowledged ones. The first process writes `server.lock` in the folder with O_EXCL; a second one
 * finds it and refuses with one line, unless the process that wrote it is gone (a crash or kill -9
 * leaves the file behind, and the next start must not be refused for that).
 */
export const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), telling a reused pid from the owner. */
  startTicks: string | null;
  /** The kernel's boot id (Linux): a lock from before a reboot is stale whatever its pid. */
  bootId: string | null;
  host: string;
  startedAt: string;
}

/** Folders this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function startTicksOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process named in a lock file still runs (and is that same process, not a reused pid). */
function ownerRuns(owner: LockOwner, folder: string): boolean {
  if (owner.bootId && bootId() && owner.bootId !== bootId()) return false;
  if (owner.pid === process.pid) return heldHere.has(folder);
  if (!isAlive(owner.pid)) return false;
  const ticks = startTicksOf(owner.pid);
  return !(owner.startTicks && ticks && owner.startTicks !== ticks);
}

function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

async function createLockFile(file: string): Promise<boolean> {
  const owner: LockOwner = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    bootId: bootId(),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(owner)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a stale lock file under a short-lived mkdir mutex, so two processes starting together after
 * a crash cannot both remove it and each take the folder (one would remove the other's fresh lock).
 */
async function removeIfStill(file: string, staleText: string): Promise<void> {
  const mutex = `${file}.takeover`;
  try {
    await mkdir(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A takeover lasts milliseconds; a mutex older than 10 s was left by a process that died in it.
    const since = await stat(mutex).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (since > 10_000) await rmdir(mutex).catch(() => {});
    return;
  }
  try {
    const now = await readFile(file, 'utf8').catch(() => null);
    if (now === staleText) await rm(file, { force: true });
  } finally {
    await rmdir(mutex).catch(() => {});
  }
}

function inUseMessage(folder: string, owner: LockOwner | null): string {
  const who = owner ? `process ${owner.pid} on ${owner.host} since ${owner.startedAt}` : 'another process';
  return `DATA_DIR "${folder}" is in use by ${who}: stop that server first, or give this one another DATA_DIR (remove ${path.join(folder, LOCK_FILE)} only if no server runs on it).`;
}

/**
 * Takes the folder for this process, or rejects with one line when another live process has it.
 * Resolves to the function that gives it back (idempotent).
 */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createLockFile(file)) {
      heldHere.add(folder);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        heldHere.delete(folder);
        await rm(file, { force: true });
      };
    }
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue; // removed in between: try again
    const owner = parseOwner(text);
    // An empty or half-written file is a lock being written right now (or one a crash cut short);
    // trust it only while it is young.
    if (!owner) {
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age < 10_000) throw new Error(inUseMessage(folder, null));
    } else if (ownerRuns(owner, folder)) {
      throw new Error(inUseMessage(folder, owner));
    }
    await removeIfStill(file, text);
    await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
  }
  throw new Error(inUseMessage(folder, parseOwner(await readFile(file, 'utf8').catch(() => ''))));
}
