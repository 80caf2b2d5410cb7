import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database, Db } from './database';
import { migrateDatabase } from './migrate';
import { openDatabase } from './open';
import { IN_MEMORY } from './pglite';
import { type Role, type User, users } from './schema';
import { type SeedResult, seedDatabase } from './seed';

export type { Database, Db } from './database';
// The seed data, for assertions against what seedTestDatabase wrote.
export * from './seed';

/** A password hash that is fast and plainly not real, so test data never passes for production data. */
export const testHashPassword = async (password: string): Promise<string> => `test-hash:${password}`;

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own on the TEST_DATABASE_URL server, dropped again on close(). */
async function createPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `laundry_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
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
  await migrateDatabase(testDatabase);
  return testDatabase;
}

/**
 * A fresh, migrated database for one test file: a new database on real PostgreSQL when the
 * int-postgres project runs (TEST_DB_DRIVER=pg and TEST_DATABASE_URL set), else in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === 'pg' && adminUrl) return createPostgresTestDatabase(adminUrl);
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
