import type { Db } from '@laundry/db';

/** The channel the orders table's trigger notifies (drizzle/0021_order_change_notices.sql). */
export const ORDER_CHANGES_CHANNEL = 'order_changes';

const ORDER_CHANGE_KINDS = ['placed', 'changed', 'reauthorized'] as const;
type OrderChangeKind = (typeof ORDER_CHANGE_KINDS)[number];

/** A committed change to one order (docs/decisions/0088-live-order-screens.md). */
export interface OrderChangeNotice {
  orderId: string;
  orderNumber: number;
  locationId: string | null;
  kind: OrderChangeKind;
  /** 'reauthorized': the amount the customer authorized, in cents; null otherwise. */
  amountCents: number | null;
}

/**
 * What a subscriber hears: a notice, or 'resync' when the server's listener (re)connected and notices may have
 * been missed meanwhile, so the screens read everything again once.
 */
export type OrderChangeEvent = { type: 'notice'; notice: OrderChangeNotice } | { type: 'resync' };

/** 'end': the app server is stopping; every subscription ends so its connection can close. */
type HubEvent = OrderChangeEvent | { type: 'end' };
type Subscriber = (event: HubEvent) => void;

/** The in-process fan-out of one database's notices: the app server's listener publishes, subscriptions hear. */
export class OrderChangeHub {
  private readonly subscribers = new Set<Subscriber>();

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every subscription (the app server stops). */
  end(): void {
    this.publish({ type: 'end' });
  }

  publish(event: HubEvent): void {
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber(event);
      } catch {
        // One subscriber's failure does not keep the notice from the others.
      }
    }
  }

  get size(): number {
    return this.subscribers.size;
  }
}

// Keyed by the database handle, so two app servers in one process (tests) each hear only their own listener.
const hubs = new WeakMap<Db, OrderChangeHub>();

export function orderChangeHubFor(db: Db): OrderChangeHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new OrderChangeHub();
    hubs.set(db, hub);
  }
  return hub;
}

/** Reads the trigger's payload; null for anything that is not a notice. */
export function parseOrderChangeNotice(payload: string | undefined): OrderChangeNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const kind = value.kind as OrderChangeKind;
    if (typeof value.orderId !== 'string' || !ORDER_CHANGE_KINDS.includes(kind)) return null;
    return {
      orderId: value.orderId,
      orderNumber: Number(value.orderNumber),
      locationId: typeof value.locationId === 'string' ? value.locationId : null,
      kind,
      amountCents: typeof value.amountCents === 'number' ? value.amountCents : null,
    };
  } catch {
    return null;
  }
}

/**
 * Yields the events of `db`'s hub that `accept` lets through until `signal` aborts. A queue between hub and
 * reader, so a burst (a bulk change) is not lost while the reader writes the previous event.
 */
export async function* orderChangeEvents(
  db: Db,
  signal: AbortSignal | undefined,
  accept: (notice: OrderChangeNotice) => boolean | Promise<boolean>,
): AsyncGenerator<OrderChangeEvent> {
  const queue: HubEvent[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = orderChangeHubFor(db).subscribe((event) => {
    queue.push(event);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    while (!signal?.aborted) {
      const event = queue.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      if (event.type === 'end') return;
      if (event.type === 'resync' || (await accept(event.notice))) yield event;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
  }
}
