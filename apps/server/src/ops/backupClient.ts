import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backupDataDir } from '@laundry/db/backup';
import { BACKUP_ENDPOINT_FILE, type BackupEndpoint } from './backupEndpoint';

async function runningServer(dataDir: string): Promise<BackupEndpoint | null> {
  try {
    const text = await readFile(path.join(path.resolve(dataDir), BACKUP_ENDPOINT_FILE), 'utf8');
    const endpoint = JSON.parse(text) as Partial<BackupEndpoint>;
    return typeof endpoint.url === 'string' && typeof endpoint.token === 'string'
      ? { url: endpoint.url, token: endpoint.token }
      : null;
  } catch {
    return null;
  }
}

/** A server that wrote its endpoint and then died leaves the file: nobody answers there. */
function nobodyAnswered(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code === 'ECONNREFUSED' || cause?.code === 'ECONNRESET';
}

/**
 * `npm run db:backup` (docs/decisions/0047-db-backups.md): the running server on `dataDir` makes the dump
 * when there is one; otherwise the folder is opened and dumped directly. Either way a gzipped tar that
 * `npm run db:restore` loads.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ bytes: number; source: 'running server' | 'data folder' }> {
  const endpoint = await runningServer(dataDir);
  if (endpoint) {
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${endpoint.token}` },
      });
      if (!response.ok) throw new Error(`the running server answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      await writeFile(file, bytes, { mode: 0o600 });
      return { bytes: bytes.length, source: 'running server' };
    } catch (error) {
      if (!nobodyAnswered(error)) throw error;
    }
  }
  const { bytes } = await backupDataDir(dataDir, file);
  return { bytes, source: 'data folder' };
}
