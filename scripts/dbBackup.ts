import { backupEmbedded } from '../apps/server/src/ops/backupClient';

/**
 * npm run db:backup [-- <file>]: writes the embedded database in DATA_DIR (default ./data) to a gzipped
 * tar (default laundry-backup-<time>.tar.gz). While a server runs on the folder, that server makes a
 * consistent dump; otherwise the folder is dumped directly (docs/decisions/0047-db-backups.md).
 */
const dataDir = process.env.DATA_DIR || './data';
const file = process.argv[2] ?? `laundry-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const { bytes, source } = await backupEmbedded(dataDir, file);
  console.log(`Backed up ${dataDir} to ${file} (${bytes} bytes, made by the ${source}).`);
} catch (error) {
  console.error(`Could not back up: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
