import type { PGlite } from '@electric-sql/pglite';
import { catalogVersion, type Database } from '@laundry/db';
import pg from 'pg';

/** The channel the catalog tables' trigger notifies (drizzle/0007_catalog_change_trigger.sql). */
const CATALOG_CHANNEL = 'catalog_changed';
/** Each listener's answer to a notice, '<count>:<its backend pid>', sent once it has dropped what it kept. */
const HEARD_CHANNEL = 'catalog_heard';
const LISTENER_NAME = 'laundry catalog listener';
const RECONNECT_MS = 1_000;
/** How long a write's answer waits for its notice; past it the listener is in trouble and reconnects. */
const NOTICE_WAIT_MS = 2_000;

export interface CatalogChangeEvents {
  /** The catalog changed, or may have: drop what is kept. */
  changed(): void;
  /** Notices arrive (true) or may be missed (false): nothing may be kept while they may be missed. */
  listening(live: boolean): void;
}

export interface CatalogChangeWatch {
  /**
   * After this server's own write: reads the count and reports a change if it moved, then (PostgreSQL)
   * waits until every app server's listener has said it had the notice (at most 2 s), before the write is
   * answered, so the next request to any app server sees the change.
   */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Follows staff changes to the catalog (docs/decisions/0035-catalog-cache.md). On PostgreSQL a dedicated
 * connection LISTENs for the trigger's notices and, each time it (re)connects, compares the
 * catalog_version count with the last one seen, so a change made while it was away is not missed. On the
 * embedded database every write runs in this process, and PGlite calls its listeners as the change
 * commits.
 */
export async function watchCatalogChanges(
  database: Database,
  events: CatalogChangeEvents,
): Promise<CatalogChangeWatch> {
  let known: number | null = null;
  const compare = (version: number) => {
    if (known !== null && version !== known) events.changed();
    known = version;
  };
  const readVersion = async () => {
    const [row] = await database.db.select({ version: catalogVersion.version }).from(catalogVersion);
    return row?.version ?? 0;
  };
  const check = async () => compare(await readVersion());

  if ('client' in database) {
    const client = database.client as PGlite;
    const unlisten = await client.listen(CATALOG_CHANNEL, (payload) => compare(Number(payload)));
    await check();
    events.listening(true);
    return {
      check,
      async close() {
        events.listening(false);
        if (!client.closed) await unlisten();
      },
    };
  }

  if (!('pool' in database)) throw new Error('The catalog cache needs a database from openDatabase().');
  const options = (database.pool as pg.Pool).options;
  // The highest count this server's listener has seen; the highest each listener (by backend pid) has
  // said it heard; and the writes waiting for every listener to reach theirs.
  let heard = -1;
  // The highest count every listener has said it heard: a write that leaves the count there (most writes
  // touch no catalog table) is answered without asking who listens.
  let confirmed = -1;
  const heardByListener = new Map<number, number>();
  let waiters: Array<{ version: number; pids: number[]; resolve: () => void }> = [];
  const settleWaiters = () => {
    const done = (waiter: (typeof waiters)[number]) =>
      waiter.version <= heard &&
      waiter.pids.every((pid) => (heardByListener.get(pid) ?? -1) >= waiter.version);
    const ready = waiters.filter(done);
    waiters = waiters.filter((waiter) => !done(waiter));
    for (const waiter of ready) {
      confirmed = Math.max(confirmed, waiter.version);
      waiter.resolve();
    }
  };
  const hear = (listener: pg.Client, version: number) => {
    heard = Math.max(heard, version);
    compare(version);
    settleWaiters();
    // Tells every server this one has dropped what it kept, up to this count.
    listener
      .query("select pg_notify($1, $2 || ':' || pg_backend_pid())", [HEARD_CHANNEL, String(version)])
      .catch(() => lost(listener));
  };
  const heardFrom = (payload: string) => {
    const [version, pid] = payload.split(':').map(Number);
    if (!Number.isInteger(version) || !Number.isInteger(pid)) return;
    heardByListener.set(pid as number, Math.max(heardByListener.get(pid as number) ?? -1, version as number));
    settleWaiters();
  };
  /** The backends of every app server's listener on this database, this one's included. */
  const listenerPids = async (): Promise<number[]> => {
    const { rows } = await (database.pool as pg.Pool).query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_NAME],
    );
    return rows.map((row) => row.pid);
  };
  const heardBy = async (version: number) => {
    if (!client || version <= confirmed) return;
    const pids = await listenerPids().catch(() => []);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, NOTICE_WAIT_MS);
      waiters.push({
        version,
        pids,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      settleWaiters();
    });
  };
  const releaseWaiters = () => {
    for (const waiter of waiters.splice(0)) waiter.resolve();
  };
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (listener: pg.Client) => {
    if (client !== listener) return;
    client = null;
    events.listening(false);
    releaseWaiters();
    listener.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const listener = new pg.Client({ ...options, application_name: LISTENER_NAME });
    client = listener;
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    listener.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) hear(listener, Number(message.payload));
      else if (message.channel === HEARD_CHANNEL) heardFrom(message.payload ?? '');
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CATALOG_CHANNEL}; LISTEN ${HEARD_CHANNEL}`);
      // Listening first, then the count: a change between the two is seen either way.
      const { rows } = await listener.query<{ version: string }>('select version from catalog_version');
      hear(listener, Number(rows[0]?.version ?? 0));
      if (client === listener && !closed) events.listening(true);
    } catch {
      lost(listener);
    }
  };
  await connect();
  return {
    async check() {
      const version = await readVersion();
      compare(version);
      await heardBy(version);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = null;
      events.listening(false);
      releaseWaiters();
      await listener?.end().catch(() => {});
    },
  };
}
