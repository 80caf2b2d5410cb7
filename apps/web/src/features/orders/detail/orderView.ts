import type { RouterOutputs } from '../../../lib/trpc';

/** The order as orders.get answers it (order detail). */
export type OrderView = RouterOutputs['orders']['get'];
export type OrderServiceLine = OrderView['services'][number];
