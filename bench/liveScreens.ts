/**
 * npm run bench:live — live screens at a chain's scale (docs/decisions/0088-live-order-screens.md): two app servers
 * (the compiled-from-source server, as the end-to-end tests start it) on one PostgreSQL database of their own, 200
 * staff screens subscribed to `orders.changes` over server-sent events, half on each server, then BENCH_CHANGES (20)
 * order changes committed one after another. For each change: the time from its commit to the moment the last of
 * the 200 screens heard of it. The target is the issue's: every screen within 2 s.
 *
 * Options (environment): BENCH_SCREENS (200), BENCH_CHANGES (20), BENCH_DATABASE_URL or TEST_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/postgres); ports BENCH_PORT and BENCH_PORT + 1 (4990).
 */

import type { ChildProcess } from 'node:child_process';
import { startUserSession } from '@laundry/api';
import { migrateDatabase, openDatabase, seedDatabase } from '@laundry/db';
import { createUser, testHashPassword } from '@laundry/db/testing';
import pg from 'pg';
import { startServer } from './appProcess';
import { percentile } from './checkoutLoad';
import { machineLine } from './machine';
import { onDatabaseServer } from './orderListSeed';
import { recordRows } from './rows';
import { ADMIN_URL, numberSetting } from './settings';

const SCREENS = numberSetting('BENCH_SCREENS', 200);
const CHANGES = numberSetting('BENCH_CHANGES', 20);
const PORT = numberSetting('BENCH_PORT', 4990);
const TARGET_MS = 2_000;
const NAME = 'bench_live';
const log = (line: string) => console.log(line);

/**
 * One staff screen: a server-sent events stream of `orders.changes`; calls `heard` with each notice's order number.
 * Resolves once the stream says it is connected.
 */
async function openScreen(
  base: string,
  token: string,
  signal: AbortSignal,
  heard: (orderNumber: number) => void,
): Promise<void> {
  const response = await fetch(`${base}/trpc/orders.changes`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`orders.changes answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'connected') connected();
          else if (event === 'message' && data) {
            const parsed = JSON.parse(data) as { type: string; notice?: { orderNumber: number } };
            if (parsed.notice) heard(parsed.notice.orderNumber);
          }
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await ready;
}

async function main() {
  log(machineLine());
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  await onDatabaseServer(ADMIN_URL, `drop database if exists "${NAME}" with (force)`);
  await onDatabaseServer(ADMIN_URL, `create database "${NAME}"`);
  const database = await openDatabase({ databaseUrl: url.toString() });
  const servers: ChildProcess[] = [];
  const screens = new AbortController();
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false, hashPassword: testHashPassword });
    const admin = await createUser(database.db, { role: 'SuperAdmin' });
    const { token } = await startUserSession(database.db, admin.id, new Date());
    const customer = await createUser(database.db, { role: 'Customer' });
    await client.connect();
    const { rows } = await client.query<{ id: string; order_number: number }>(
      `insert into orders (user_id, status, address, first_name, email, phone, pick_up_date, pick_up_hour,
         delivery_date, delivery_hour, order_services, services_subtotal_cents, gratuity_cents, quote_total_cents,
         amount_authorized_cents, payment_provider)
       values ($1, 'New', '{"address":"1 Broadway","address2":null,"city":"New York","state":"NY","zip":"10004"}',
         'Live', 'live@bench.test', '(212) 555-0100', current_date + 1, 9, current_date + 3, 9, array['washFold'],
         2900, 0, 3400, 5100, 'simulated')
       returning id, order_number`,
      [customer.id],
    );
    const order = rows[0]!;

    servers.push(await startServer(PORT, url.toString()));
    servers.push(await startServer(PORT + 1, url.toString()));
    const heardAt: number[] = [];
    let expected = -1;
    let changedAt = 0;
    let heardCount = 0;
    let allHeard: () => void = () => {};
    const opened: Promise<void>[] = [];
    for (let screen = 0; screen < SCREENS; screen++) {
      const base = `http://127.0.0.1:${PORT + (screen % 2)}`;
      opened.push(
        openScreen(base, token, screens.signal, (orderNumber) => {
          if (orderNumber !== expected) return;
          heardCount += 1;
          if (heardCount === SCREENS) {
            heardAt.push(performance.now() - changedAt);
            allHeard();
          }
        }),
      );
    }
    await Promise.all(opened);
    log(`${SCREENS} screens connected, ${SCREENS / 2} on each of 2 servers`);

    const statuses = ['En Route for Pick Up', 'New'];
    for (let change = 0; change < CHANGES; change++) {
      heardCount = 0;
      expected = order.order_number;
      const everyone = new Promise<void>((resolve, reject) => {
        allHeard = resolve;
        setTimeout(
          () => reject(new Error(`change ${change + 1}: not every screen heard within 10 s`)),
          10_000,
        );
      });
      changedAt = performance.now();
      await client.query('update orders set status = $2, version = version + 1 where id = $1', [
        order.id,
        statuses[change % 2],
      ]);
      await everyone;
      expected = -1;
    }
    const worst = Math.max(...heardAt);
    console.table([
      {
        case: `${SCREENS} screens on 2 servers, ${CHANGES} changes`,
        'last screen, median': `${percentile(heardAt, 50).toFixed(1)} ms`,
        'last screen, worst': `${worst.toFixed(1)} ms`,
        target: `<= ${TARGET_MS} ms`,
        met: worst <= TARGET_MS ? 'yes' : 'no',
      },
    ]);
    recordRows([
      {
        bench: 'live',
        case: `live change to ${SCREENS} staff screens on 2 app servers (worst of ${CHANGES})`,
        product: `${worst.toFixed(1)} ms`,
        floor: '—',
        ratio: '—',
        target: `<= ${TARGET_MS} ms`,
        met: worst <= TARGET_MS,
      },
    ]);
  } finally {
    screens.abort();
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve))),
      ),
    );
    await client.end().catch(() => {});
    await database.close();
    await onDatabaseServer(ADMIN_URL, `drop database if exists "${NAME}" with (force)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
