import type { PGlite } from '@electric-sql/pglite';
import { ORDER_CHANGES_CHANNEL, orderChangeHubFor, parseOrderChangeNotice } from '@laundry/api';
import type { Database } from '@laundry/db';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

const LISTENER_NAME = 'laundry order listener';
const RECONNECT_MS = 1_000;

interface OrderChangeListener {
  close(): Promise<void>;
}

/**
 * Hears the orders trigger's notices (drizzle/0021_order_change_notices.sql) and hands them to this app
 * server's subscriptions (docs/decisions/0088-live-order-screens.md). On PostgreSQL a dedicated connection
 * LISTENs, so a change committed through any app server reaches every one; when it reconnects after losing the
 * connection, subscribers are told to read again once ('resync'), as notices may have been missed. On the
 * embedded database every write runs in this process, and PGlite calls its listeners as the change commits.
 * Modelled on the catalog's listener (apps/server/src/cache/catalogChanges.ts).
 */
async function listenForOrderChanges(database: Database): Promise<OrderChangeListener> {
  // Two app servers in one process on one embedded database (tests) share its one listener: each notice once.
  const shared = sharedListeners.get(database);
  if (shared) {
    shared.users += 1;
    return { close: () => releaseShared(database) };
  }
  const entry = { users: 1, listener: startListener(database) };
  sharedListeners.set(database, entry);
  try {
    await entry.listener;
  } catch (error) {
    sharedListeners.delete(database);
    throw error;
  }
  return { close: () => releaseShared(database) };
}

const sharedListeners = new Map<Database, { users: number; listener: Promise<OrderChangeListener> }>();

async function releaseShared(database: Database): Promise<void> {
  const entry = sharedListeners.get(database);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  sharedListeners.delete(database);
  await (await entry.listener).close();
}

async function startListener(database: Database): Promise<OrderChangeListener> {
  const hub = orderChangeHubFor(database.db);
  const hear = (payload: string | undefined) => {
    const notice = parseOrderChangeNotice(payload);
    if (notice) hub.publish({ type: 'notice', notice });
  };

  if ('client' in database) {
    const client = database.client as PGlite;
    const unlisten = await client.listen(ORDER_CHANGES_CHANNEL, hear);
    return {
      async close() {
        if (!client.closed) await unlisten();
      },
    };
  }

  if (!('pool' in database)) throw new Error('Live screens need a database from openDatabase().');
  const options = (database.pool as pg.Pool).options;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const lost = (listener: pg.Client) => {
    if (client !== listener) return;
    client = null;
    listener.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const listener = new pg.Client({ ...options, application_name: LISTENER_NAME });
    client = listener;
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    listener.on('notification', (message) => {
      if (message.channel === ORDER_CHANGES_CHANNEL) hear(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${ORDER_CHANGES_CHANNEL}`);
      // Back after a lost connection: what changed meanwhile was not heard.
      if (connectedBefore && client === listener) hub.publish({ type: 'resync' });
      connectedBefore = true;
    } catch {
      lost(listener);
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}

/** Starts the listener with the app and stops it when the app closes. */
export async function registerOrderChanges(app: FastifyInstance, database: Database): Promise<void> {
  const listener = await listenForOrderChanges(database);
  // Open event streams would hold the stop up: they end first (docs/decisions/0064-server-shutdown-keep-alive.md).
  app.addHook('preClose', (done) => {
    orderChangeHubFor(database.db).end();
    done();
  });
  app.addHook('onClose', async () => listener.close());
}
