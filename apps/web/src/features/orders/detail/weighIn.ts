import { formatCents } from '../../../lib/money';
import type { OrderView } from './orderView';

/**
 * Statuses from the order's pick-up on (issue 36; docs/decisions/0082-orders-weigh-in.md): the order is at the counter
 * or past it. Before the pick-up (New, Unassigned, Pending Authorization, En Route for Pick Up) there is nothing to
 * weigh; once charged (Payment Processed, Refund Processed) or Canceled the weigh-in no longer changes.
 */
const WEIGHABLE_STATUSES: readonly string[] = [
  'In Progress',
  'En Route for Delivery',
  'Completed',
  'Awaiting Authorization',
  'Reauthorized',
];

/** Whether staff are offered the weigh-in: a weighable status and nothing captured yet. The server checks again. */
export function mayWeighIn(
  order: Pick<OrderView, 'status' | 'allowed' | 'payment'>,
  staff: boolean,
): boolean {
  return staff && WEIGHABLE_STATUSES.includes(order.status) && order.payment.capturedCents === 0;
}

/** A difference with its sign: '+$11.00', '−$2.00', '$0.00'. */
export function differenceText(cents: number): string {
  if (cents > 0) return `+${formatCents(cents)}`;
  if (cents < 0) return `−${formatCents(-cents)}`;
  return formatCents(0);
}
