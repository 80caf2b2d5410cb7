import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from './backup';
import { leads, migrateDatabase, openDatabase, zips } from './index';

// Backups of the embedded database (docs/decisions/0047-db-backups.md).
const scratch = await mkdtemp(path.join(tmpdir(), 'laundry-backup-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')('db:backup and db:restore', () => {
  it('backs up, wipes, restores and finds every row', async () => {
    const dataDir = path.join(scratch, 'data');
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    await first.db.insert(zips).values([{ zip: '10025' }, { zip: '33101', florida: true }]);
    await first.db
      .insert(leads)
      .values({ kind: 'contact', name: 'Ann', email: 'ann@example.test', message: 'Hello\nthere' });
    // A running server holds the folder: the backup is refused rather than read beside it.
    await expect(backupDataDir(dataDir, path.join(scratch, 'refused.tar.gz'))).rejects.toThrow(/is in use/);
    await first.close();

    const file = path.join(scratch, 'backup.tar.gz');
    expect((await backupDataDir(dataDir, file)).bytes).toBeGreaterThan(1000);
    await rm(dataDir, { recursive: true, force: true });

    const restoredDir = path.join(scratch, 'restored');
    await restoreDataDir(file, restoredDir);
    const restored = await openDatabase({ dataDir: restoredDir });
    await migrateDatabase(restored);
    expect(await restored.db.select({ zip: zips.zip }).from(zips).orderBy(zips.zip)).toEqual([
      { zip: '10025' },
      { zip: '33101' },
    ]);
    expect(await restored.db.select({ name: leads.name, message: leads.message }).from(leads)).toEqual([
      { name: 'Ann', message: 'Hello\nthere' },
    ]);
    await restored.close();
  }, 180_000);

  it('never restores over an existing folder', async () => {
    const occupied = path.join(scratch, 'occupied');
    await mkdir(occupied, { recursive: true });
    await writeFile(path.join(occupied, 'PG_VERSION'), '17\n');
    await expect(restoreDataDir(path.join(scratch, 'any.tar.gz'), occupied)).rejects.toThrow(
      `DATA_DIR "${occupied}" is not empty: restore into an empty folder (move the old one aside first).`,
    );
  });
});
