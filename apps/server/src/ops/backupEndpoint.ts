import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Database } from '@laundry/db';
import { dumpOpenDatabase } from '@laundry/db/backup';
import type { FastifyInstance } from 'fastify';

/** Where a running server tells `npm run db:backup` how to ask it for a dump (docs/decisions/0047-db-backups.md). */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';
export const BACKUP_PATH = '/_ops/backup';

export interface BackupEndpoint {
  url: string;
  token: string;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /_ops/backup` answers a consistent dump of the embedded database this server has open, to whoever
 * shows the token this server wrote into its data folder when it started listening (readable by the
 * folder's owner only): the operator's `npm run db:backup` on the same machine, never a browser. The file
 * goes when the server stops. Not part of `/api`.
 */
export function registerBackupEndpoint(app: FastifyInstance, database: Database, dataDir: string): void {
  const token = randomBytes(32).toString('hex');
  const file = path.join(path.resolve(dataDir), BACKUP_ENDPOINT_FILE);

  app.post(BACKUP_PATH, async (request, reply) => {
    const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!sameToken(given, token)) return reply.code(403).send({ error: 'Forbidden.', message: 'Forbidden.' });
    const dump = await dumpOpenDatabase(database);
    request.log.info({ bytes: dump.length }, 'database backup made');
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(dump);
  });

  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host;
    const endpoint: BackupEndpoint = { url: `http://${loopback}:${address.port}${BACKUP_PATH}`, token };
    await writeFile(file, JSON.stringify(endpoint), { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    await rm(file, { force: true });
  });
}
