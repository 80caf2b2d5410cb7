import type { Order } from '@laundry/db';
import { isWashFoldKind, SERVICE_KEYS, SERVICE_LABELS, type ServiceKey } from '@laundry/domain';
import { weightText } from '../orders/receipt';
import type { SubOrderRecord } from '../orders/records';
import { weighInOf } from '../orders/weighIn/record';

/**
 * What the counter's weigh-in changed, as the reauthorization request tells the customer
 * (docs/decisions/0083-orders-receipt.md): the estimate, the final total, each service whose price changed with
 * why ('weighed 30 lb, estimated 10 lb'), and the staff's note.
 */
export interface WeighInChanges {
  estimateCents: number;
  finalCents: number;
  notes: string;
  lines: Array<{
    service: ServiceKey;
    label: string;
    estimateCents: number;
    finalCents: number;
    why: string;
  }>;
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** What one service is, in the words of a change: its weight, or how many items. */
function amountOf(service: ServiceKey, record: SubOrderRecord): string {
  if (isWashFoldKind(service)) {
    const weight = (record.draft as { weightLbs?: number } | null)?.weightLbs;
    return typeof weight === 'number' ? weightText(weight) : '';
  }
  return items(record.rows.reduce((sum, row) => sum + row.quantity, 0));
}

function why(service: ServiceKey, estimate: SubOrderRecord | null, final: SubOrderRecord | null): string {
  const verb = isWashFoldKind(service) ? 'weighed' : 'counted';
  if (estimate && final)
    return `${verb} ${amountOf(service, final)}, estimated ${amountOf(service, estimate)}`;
  if (final) return `${verb} ${amountOf(service, final)}, not in the estimate`;
  return `not received, estimated ${amountOf(service, estimate!)}`;
}

const cents = (record: SubOrderRecord | null) => (record ? record.quoteCents + record.productsCents : 0);

/** The changes of an order's weigh-in against its estimate; null when it has not been weighed. */
export function weighInChanges(
  order: Pick<Order, 'weighIn' | 'quoteTotalCents'> & Partial<Record<`${ServiceKey}Order`, unknown>>,
): WeighInChanges | null {
  const weighIn = weighInOf(order);
  if (!weighIn) return null;
  const lines = SERVICE_KEYS.flatMap((service) => {
    const estimate = (order[`${service}Order`] as SubOrderRecord | null | undefined) ?? null;
    const final = weighIn.services[service] ?? null;
    if (!estimate && !final) return [];
    const text = why(service, estimate, final);
    const same = estimate && final && amountOf(service, estimate) === amountOf(service, final);
    if (same && cents(estimate) === cents(final)) return [];
    return [
      {
        service,
        label: SERVICE_LABELS[service],
        estimateCents: cents(estimate),
        finalCents: cents(final),
        why: text,
      },
    ];
  });
  return {
    estimateCents: order.quoteTotalCents,
    finalCents: weighIn.totals.totalCents,
    notes: weighIn.notes.trim(),
    lines,
  };
}
