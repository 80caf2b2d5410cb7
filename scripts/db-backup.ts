import { backupDataDir } from '@laundry/db/backup';

/**
 * npm run db:backup [-- <file>]: writes the embedded database in DATA_DIR (default ./data) to a gzipped
 * tar (default laundry-backup-<time>.tar.gz). Stop the server first (docs/decisions/db-backups.md).
 */
const dataDir = process.env.DATA_DIR || './data';
const file = process.argv[2] ?? `laundry-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const { bytes } = await backupDataDir(dataDir, file);
  console.log(`Backed up ${dataDir} to ${file} (${bytes} bytes).`);
} catch (error) {
  console.error(`Could not back up: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
