export type { Database, Db, OpenDatabaseOptions } from './database';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';
export { openDatabase } from './open';
export * from './schema';
export * as schema from './schema';
