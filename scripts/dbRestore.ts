import { restoreDataDir } from '@laundry/db/backup';

/**
 * npm run db:restore -- <file>: restores a backup of npm run db:backup into DATA_DIR (default ./data),
 * which must be empty or absent (docs/decisions/0047-db-backups.md).
 */
const dataDir = process.env.DATA_DIR || './data';
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}
try {
  await restoreDataDir(file, dataDir);
  console.log(`Restored ${file} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`);
} catch (error) {
  console.error(`Could not restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
