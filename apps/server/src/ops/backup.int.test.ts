import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leads, migrateDatabase, openDatabase } from '@laundry/db';
import { restoreDataDir } from '@laundry/db/backup';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { backupEmbedded } from './backupClient';
import { BACKUP_ENDPOINT_FILE, BACKUP_PATH, registerBackupEndpoint } from './backupEndpoint';

// npm run db:backup while the server runs (docs/decisions/0047-db-backups.md).
const scratch = await mkdtemp(path.join(tmpdir(), 'laundry-live-backup-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const lead = (n: number) => ({
  kind: 'contact' as const,
  name: `Lead ${n}`,
  email: `l${n}@example.test`,
  message: 'hi',
});

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')(
  'a backup of the embedded database while the server runs',
  () => {
    it('is made by the server, consistent while orders keep coming, and restores every acknowledged row', async () => {
      const dataDir = path.join(scratch, 'data');
      const database = await openDatabase({ dataDir });
      await migrateDatabase(database);
      const app = Fastify();
      registerBackupEndpoint(app, database, dataDir);
      await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        // The endpoint file is the owner's only. Fastify runs onListen hooks without awaiting them in
        // listen(), so the file appears just after the server starts listening.
        const endpointFile = path.join(dataDir, BACKUP_ENDPOINT_FILE);
        const endpointStat = await vi.waitFor(() => stat(endpointFile), { timeout: 5000, interval: 20 });
        expect(endpointStat.mode & 0o777).toBe(0o600);
        const { url } = JSON.parse(await readFile(endpointFile, 'utf8')) as { url: string };
        // Without the token, nothing.
        expect((await fetch(url, { method: 'POST' })).status).toBe(403);
        expect((await fetch(url, { method: 'POST', headers: { authorization: 'Bearer nope' } })).status).toBe(
          403,
        );

        for (let n = 0; n < 50; n++) await database.db.insert(leads).values(lead(n));
        // Writes keep arriving, one transaction of several rows at a time, while the backup is made.
        let writing = true;
        let batches = 0;
        const writer = (async () => {
          while (writing) {
            await database.db.transaction(async (tx) => {
              for (let i = 0; i < 5; i++) await tx.insert(leads).values(lead(1000 + batches * 5 + i));
            });
            batches += 1;
            // Writes arrive as requests do, between turns of the event loop (PGlite answers without one).
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        const file = path.join(scratch, 'live.tar.gz');
        const made = await backupEmbedded(dataDir, file);
        writing = false;
        await writer;
        expect(batches).toBeGreaterThan(0);
        expect(made.source).toBe('running server');
        expect(made.bytes).toBeGreaterThan(1000);

        const restoredDir = path.join(scratch, 'restored');
        await restoreDataDir(file, restoredDir);
        const restored = await openDatabase({ dataDir: restoredDir });
        try {
          const names = (await restored.db.select({ name: leads.name }).from(leads)).map((row) => row.name);
          // Every row written before the backup began is there, and no transaction is there in part.
          for (let n = 0; n < 50; n++) expect(names).toContain(`Lead ${n}`);
          expect((names.length - 50) % 5).toBe(0);
        } finally {
          await restored.close();
        }
      } finally {
        await app.close();
        await database.close();
      }
      // The server took its endpoint with it; a backup now reads the folder itself.
      await expect(stat(path.join(dataDir, BACKUP_ENDPOINT_FILE))).rejects.toThrow();
      const after = await backupEmbedded(dataDir, path.join(scratch, 'after.tar.gz'));
      expect(after.source).toBe('data folder');
      expect(BACKUP_PATH).toBe('/_ops/backup');
    }, 180_000);
  },
);
