import type { Db } from '@laundry/db';
import { describe, expect, it } from 'vitest';
import {
  OrderChangeHub,
  orderChangeEvents,
  orderChangeHubFor,
  parseOrderChangeNotice,
} from './changeNotices';

// docs/decisions/0088-live-order-screens.md: the trigger's payload read, and the in-process fan-out.

const ORDER_ID = '5b7e7f0e-0000-4000-8000-000000000042';
const payload = (fields: Record<string, unknown>) =>
  JSON.stringify({
    orderId: ORDER_ID,
    orderNumber: 10007,
    locationId: null,
    kind: 'changed',
    amountCents: null,
    ...fields,
  });
const fakeDb = () => ({}) as Db;

describe('parseOrderChangeNotice', () => {
  it('reads what the trigger sends', () => {
    expect(parseOrderChangeNotice(payload({ kind: 'reauthorized', amountCents: 5800 }))).toEqual({
      orderId: ORDER_ID,
      orderNumber: 10007,
      locationId: null,
      kind: 'reauthorized',
      amountCents: 5800,
    });
  });

  it('drops anything that is not a notice', () => {
    expect(parseOrderChangeNotice(undefined)).toBeNull();
    expect(parseOrderChangeNotice('not json')).toBeNull();
    expect(parseOrderChangeNotice(payload({ kind: 'deleted' }))).toBeNull();
    expect(parseOrderChangeNotice(payload({ orderId: 42 }))).toBeNull();
  });
});

describe('OrderChangeHub', () => {
  it('one subscriber failing does not keep the notice from the others', () => {
    const hub = new OrderChangeHub();
    const heard: string[] = [];
    hub.subscribe(() => {
      throw new Error('broken');
    });
    hub.subscribe((event) => heard.push(event.type));
    hub.publish({ type: 'resync' });
    expect(heard).toEqual(['resync']);
  });

  it('keeps one hub per database', () => {
    const db = fakeDb();
    expect(orderChangeHubFor(db)).toBe(orderChangeHubFor(db));
    expect(orderChangeHubFor(db)).not.toBe(orderChangeHubFor(fakeDb()));
  });
});

describe('orderChangeEvents', () => {
  it('yields the accepted notices of a burst in order, passes resync, and ends when the server stops', async () => {
    const db = fakeDb();
    const hub = orderChangeHubFor(db);
    const events = orderChangeEvents(db, undefined, (notice) => notice.orderNumber !== 10002);
    const first = events.next();
    for (const orderNumber of [10001, 10002, 10003]) {
      hub.publish({ type: 'notice', notice: parseOrderChangeNotice(payload({ orderNumber }))! });
    }
    hub.publish({ type: 'resync' });
    hub.end();
    const seen = [(await first).value];
    for await (const event of events) seen.push(event);
    expect(seen.map((event) => (event.type === 'notice' ? event.notice.orderNumber : event.type))).toEqual([
      10001,
      10003,
      'resync',
    ]);
    expect(hub.size).toBe(0);
  });

  it('ends and unsubscribes when the request goes away', async () => {
    const db = fakeDb();
    const abort = new AbortController();
    const events = orderChangeEvents(db, abort.signal, () => true);
    const next = events.next();
    await Promise.resolve();
    expect(orderChangeHubFor(db).size).toBe(1);
    abort.abort();
    expect((await next).done).toBe(true);
    expect(orderChangeHubFor(db).size).toBe(0);
  });
});
