export { type Database, type Db, executeRows, type OpenDatabaseOptions } from './database';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';
export { openDatabase } from './open';
export { DEFAULT_POOL_MAX } from './postgres';
export { preparedQuery, preparedRows, statementFamily } from './prepared';
export * from './schema';
export * as schema from './schema';
// seedDatabase and the seed data (settings, price lists, stores, zips, specials, demo accounts).
export * from './seed';
export { transaction } from './transaction';
