import type { RouterOutputs } from '../../lib/trpc';

/** What the server's orders.changes yields: a notice, or 'resync' (read everything again once). */
export type OrderChangeEvent =
  RouterOutputs['orders']['changes'] extends AsyncIterable<infer Event> ? Event : never;

type Listener = (event: OrderChangeEvent) => void;
const listeners = new Set<Listener>();

/**
 * The staff area's one stream of order changes, fed by <LiveOrders> in the staff layout and heard by the
 * screens' useOrderChanges (docs/decisions/0088-live-order-screens.md): one connection per tab, however many
 * screens listen.
 */
export function emitOrderChange(event: OrderChangeEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function onOrderChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
