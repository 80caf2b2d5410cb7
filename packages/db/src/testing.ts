import { randomBytes } from 'node:crypto';
import type { Database, Db } from './database';
import { migrateDatabase } from './migrate';
import { openDatabase } from './open';
import { IN_MEMORY } from './pglite';
import { type Role, type User, users } from './schema';
import { type SeedResult, seedDatabase } from './seed';
import {
  databaseUrl,
  onServer,
  openPgliteFromTemplate,
  providedTemplate,
  uniqueDatabaseName,
} from './testTemplates';

export type { Database, Db } from './database';
// The seed data, for assertions against what seedTestDatabase wrote.
export * from './seed';
export { seedOrders } from './testing/orderHistory';

/** A password hash that is fast and plainly not real, so test data never passes for production data. */
export const testHashPassword = async (password: string): Promise<string> => `test-hash:${password}`;

/**
 * A database of its own on the TEST_DATABASE_URL server, dropped again on close(): a copy of the run's
 * migrated template when there is one, else an empty database that is then migrated.
 */
async function createPostgresTestDatabase(adminUrl: string, template: string | undefined): Promise<Database> {
  const name = uniqueDatabaseName('laundry_test');
  await onServer(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolMax: 5 });
  } catch (error) {
    await onServer(adminUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  const close = database.close;
  let dropped: Promise<void> | undefined;
  const testDatabase: Database = {
    ...database,
    close: () => {
      dropped ??= close().then(() => onServer(adminUrl, `drop database if exists "${name}" with (force)`));
      return dropped;
    },
  };
  if (!template) await migrateDatabase(testDatabase);
  return testDatabase;
}

interface TestDatabaseOptions {
  /**
   * Run the committed migrations on an empty database instead of copying the run's migrated template:
   * for the tests of the migrations themselves.
   */
  migrate?: boolean;
}

/**
 * A fresh, migrated database for one test file: a new database on real PostgreSQL when the
 * int-postgres project runs (TEST_DB_DRIVER=pg and TEST_DATABASE_URL set), else in-memory PGlite.
 * In the integration projects it is a copy of the database their globalSetup migrated once for the run
 * (./testing.globalSetup.ts, docs/decisions/0067-tests-template-databases.md); elsewhere, or with
 * `migrate: true`, it is migrated here.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === 'pg' && adminUrl) {
    const template = options.migrate ? undefined : await providedTemplate('laundryPostgresTemplate');
    return createPostgresTestDatabase(adminUrl, template);
  }
  const template = options.migrate ? undefined : await providedTemplate('laundryPgliteTemplate');
  if (template) return openPgliteFromTemplate(template);
  const database = await openDatabase({ dataDir: IN_MEMORY });
  await migrateDatabase(database);
  return database;
}

/** The seed data without demo accounts: settings, price lists, stores, zips and specials. */
export function seedTestDatabase(db: Db): Promise<SeedResult> {
  return seedDatabase(db, { demo: false, hashPassword: testHashPassword });
}

export interface TestUserOptions {
  role?: Role;
  email?: string;
  password?: string;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  locationId?: string | null;
}

let userCount = 0;

/** Creates a user (a verified Customer unless told otherwise) with a unique e-mail. */
export async function createUser(
  db: Db,
  options: TestUserOptions = {},
  hashPassword: (password: string) => Promise<string> = testHashPassword,
): Promise<User> {
  userCount += 1;
  const role = options.role ?? 'Customer';
  const email = (
    options.email ?? `${role.toLowerCase()}-${userCount}-${randomBytes(3).toString('hex')}@example.test`
  ).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      email,
      role,
      passwordHash: await hashPassword(options.password ?? 'correct horse battery staple'),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      firstName: options.firstName ?? `Test${userCount}`,
      lastName: options.lastName ?? role,
      locationId: options.locationId ?? null,
    })
    .returning();
  return user!;
}
