import type { RouterOutputs } from '../../../lib/trpc';

/** What became of one order of a bulk change, as orders.bulkSetStatus and orders.bulkSetLocation answer it. */
export type BulkOrderResult = RouterOutputs['orders']['bulkSetStatus'][number];

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * The outcome of a bulk change in one sentence or two (docs/decisions/0086-orders-bulk-actions.md):
 * '11 orders changed. 1 was not: #10007: <message>', each refused order with the one-order change's message.
 */
export function bulkResultText(results: readonly BulkOrderResult[]): string {
  const changed = results.filter((result) => result.ok).length;
  const refused = results.flatMap((result) => (result.ok ? [] : [result]));
  const summary = `${orders(changed)} changed.`;
  if (refused.length === 0) return summary;
  const which = refused.map((result) => `#${result.orderNumber}: ${result.message}`).join(' ');
  return `${summary} ${refused.length} ${refused.length === 1 ? 'was' : 'were'} not: ${which}`;
}

/** The confirmation's question: 'Set 12 orders to In Progress?'. */
export function bulkQuestion(count: number, to: string): string {
  return `Set ${orders(count)} to ${to}?`;
}

/** The selection bar's count: '3 orders selected'. */
export function selectedText(count: number): string {
  return `${orders(count)} selected`;
}
