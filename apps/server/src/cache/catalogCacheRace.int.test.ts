import { startUserSession } from '@laundry/api';
import { catalogVersion, type Database, openDatabase, regionSettings } from '@laundry/db';
import { createTestDatabase, createUser, seedTestDatabase } from '@laundry/db/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';

/**
 * docs/decisions/0035-catalog-cache.md: "An answer computed while a change landed is not kept." Made deterministic: the
 * read's database query is held once it has answered (the old figures), the change commits and every app server has
 * had its notice, then the held read is let go. Its own answer is the old one (it read before the change), and the
 * next read, on either app server, must see the change: the old answer was not kept.
 *
 * The seam is the test's alone: the database client's `query` is wrapped for one matching statement (the region's
 * settings and price lists), on the embedded database's client or the PostgreSQL pool of the server that reads.
 */

let database: Database;
let second: Database;
let first: FastifyInstance;
let other: FastifyInstance;
let token: string;
const clock = new Date('2026-06-10T15:00:00Z');
const now = () => clock;
const isPostgres = () => 'pool' in database;
/** The PostgreSQL database's address (the int-postgres project). */
function postgresUrl(): string {
  if (!('pool' in database)) throw new Error('PostgreSQL only');
  return (database.pool as { options: { connectionString: string } }).options.connectionString;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  second = isPostgres() ? await openDatabase({ databaseUrl: postgresUrl(), poolMax: 2 }) : database;
  first = await buildApp({ database, now });
  other = await buildApp({ database: second, now });
  const admin = await createUser(database.db, { role: 'SuperAdmin' });
  token = (await startUserSession(database.db, admin.id, clock)).token;
});
afterAll(async () => {
  await first.close();
  await other.close();
  if (second !== database) await second.close();
  await database.close();
});

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Holds the next statement of `target` that reads the region's settings, after it has answered, until released. On
 * the embedded database both app servers share one client; on PostgreSQL each has its own pool.
 */
function holdNextSettingsRead(target: Database) {
  const client = ('pool' in target ? target.pool : 'client' in target ? target.client : null) as {
    query: Query;
  };
  const original = client.query;
  let reached!: () => void;
  let release!: () => void;
  const atHold = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let armed = true;
  client.query = async function held(this: unknown, ...args: unknown[]) {
    const [statement] = args;
    const text = typeof statement === 'string' ? statement : ((statement as { text?: string })?.text ?? '');
    if (!armed || !/^\s*select\b/i.test(text) || !text.includes('from "region_settings"')) {
      return original.apply(this, args);
    }
    armed = false;
    const answer = await original.apply(this, args);
    reached();
    await gate;
    return answer;
  } as Query;
  return {
    atHold,
    release() {
      client.query = original;
      release();
    },
  };
}

/** A change of the catalog that changes no row: every app server drops what it keeps (a statement trigger fires). */
const touchCatalog = () => database.db.execute(sql`update zips set zip = zip where false`);

/**
 * Touches the catalog and resolves once every app server has dropped what it kept. On PostgreSQL: once every app
 * server's listener has said so (`catalog_heard`, decision 0035) for the count the touch made. The embedded database
 * calls its listeners as the change commits, before the statement returns.
 */
async function touchCatalogEverywhere(): Promise<void> {
  if (!isPostgres()) {
    await touchCatalog();
    return;
  }
  const listener = new pg.Client({ connectionString: postgresUrl() });
  await listener.connect();
  try {
    const { rows } = await listener.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'laundry catalog listener'",
    );
    const listeners = rows[0]!.n;
    await listener.query('LISTEN catalog_heard');
    const heard = new Map<number, number>();
    let target = Number.POSITIVE_INFINITY;
    const everyone = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The app servers did not hear the change')), 5_000);
      const check = () => {
        if ([...heard.values()].filter((version) => version >= target).length >= listeners) {
          clearTimeout(timer);
          resolve();
        }
      };
      listener.on('notification', (message) => {
        const [version, pid] = (message.payload ?? '').split(':').map(Number);
        heard.set(pid as number, Math.max(heard.get(pid as number) ?? -1, version as number));
        check();
      });
      // The count the touch made, once it has committed.
      touchCatalog()
        .then(() => database.db.select({ version: catalogVersion.version }).from(catalogVersion))
        .then(([row]) => {
          target = Number(row!.version);
          check();
        })
        .catch(reject);
    });
    await everyone;
  } finally {
    await listener.end();
  }
}

interface Figures {
  disableOrdering: boolean;
  washFoldPerLbCents: number;
}

/** The two public reads of New York's settings and prices, each as the figures the test changes. */
const READS: Record<string, { url: string; figures: (body: string) => Figures }> = {
  'tRPC catalog.pricing': {
    url: `/trpc/catalog.pricing?input=${encodeURIComponent(JSON.stringify({ region: 'ny' }))}`,
    figures: (body) => {
      const { settings } = JSON.parse(body).result.data;
      return { disableOrdering: settings.disableOrdering, washFoldPerLbCents: settings.washFoldPerLbCents };
    },
  },
  'GET /api/settings': {
    url: '/api/settings',
    figures: (body) => {
      const legacy = JSON.parse(body);
      return {
        disableOrdering: legacy.disableOrdering,
        washFoldPerLbCents: Math.round(Number(legacy.washFoldPerLb) * 100),
      };
    },
  },
};

const stored = async (): Promise<Figures & { version: number }> => {
  const [row] = await database.db
    .select({
      disableOrdering: regionSettings.disableOrdering,
      washFoldPerLbCents: regionSettings.washFoldPerLbCents,
      version: regionSettings.version,
    })
    .from(regionSettings)
    .where(eq(regionSettings.region, 'ny'));
  return row!;
};

/** The two ways the catalog changes: a staff member's save through an app server, or a write outside them. */
const CHANGES: Record<string, (before: Figures & { version: number }) => Promise<void>> = {
  "a staff member's settings save through the first app server": async (before) => {
    const saved = await first.inject({
      method: 'POST',
      url: '/trpc/settings.updateDisableOrdering',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      payload: JSON.stringify({
        region: 'ny',
        version: before.version,
        values: { disableOrdering: !before.disableOrdering, disableOrderingMessage: 'Back soon.' },
      }),
    });
    expect(saved.statusCode).toBe(200);
    // The save was answered once every app server's listener had dropped what it kept (decision 0035).
  },
  'a price written outside the app servers': async (before) => {
    await second.db
      .update(regionSettings)
      .set({ washFoldPerLbCents: before.washFoldPerLbCents + 7 })
      .where(eq(regionSettings.region, 'ny'));
    // Outside the app servers, the change is seen once its notice has arrived (decision 0035): wait for that.
    await touchCatalogEverywhere();
  },
};

const SERVERS = { first: () => first, other: () => other };
const databaseOf = (server: keyof typeof SERVERS) => (server === 'first' ? database : second);

const cases = Object.keys(READS).flatMap((read) =>
  Object.keys(CHANGES).flatMap((change) =>
    (Object.keys(SERVERS) as (keyof typeof SERVERS)[]).map((server) => [read, change, server] as const),
  ),
);

describe('a catalog read that raced a change (docs/decisions/0035-catalog-cache.md)', () => {
  it.each(cases)(
    '%s, during %s, on the %s app server: the old answer is not kept',
    async (read, change, server) => {
      const { url, figures } = READS[read]!;
      const app = SERVERS[server]();
      const before = await stored();
      const get = async (on: FastifyInstance) => {
        const answer = await on.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(200);
        return figures(answer.body);
      };
      // Nothing kept for this read, so it goes to the database (the previous case kept its answers).
      await touchCatalogEverywhere();
      const hold = holdNextSettingsRead(databaseOf(server));
      const racing = get(app);
      await hold.atHold;
      await CHANGES[change]!(before);
      const after = await stored();
      expect(after).not.toEqual(before);
      hold.release();

      // The held read answers what it read, before the change...
      expect(await racing).toEqual({
        disableOrdering: before.disableOrdering,
        washFoldPerLbCents: before.washFoldPerLbCents,
      });
      // ...and did not keep it: the next read, twice (from memory the second time), on each app server, sees the change.
      const changed = {
        disableOrdering: after.disableOrdering,
        washFoldPerLbCents: after.washFoldPerLbCents,
      };
      expect(await get(app)).toEqual(changed);
      expect(await get(app)).toEqual(changed);
      expect(await get(server === 'first' ? other : first)).toEqual(changed);
    },
  );
});
