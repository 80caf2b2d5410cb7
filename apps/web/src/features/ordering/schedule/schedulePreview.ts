import type { OrderSchedule } from '@laundry/validators/order';
import { useMemo, useSyncExternalStore } from 'react';
import type { LocalOrder } from '../store/localOrder';
import { orderReducer } from '../store/orderReducer';

/**
 * The schedule step's choices before Continue saves them, so that the summary beside the step prices what the
 * customer has picked (two deliveries, express) and shows the total checkout will show (docs/rules/ordering.md, The
 * summary: one total everywhere). Null when the step is not open or its choices are not complete.
 */
export interface SchedulePreview {
  schedule: OrderSchedule;
  isExpressDelivery: boolean;
}

let preview: SchedulePreview | null = null;
const listeners = new Set<() => void>();

export function setSchedulePreview(next: SchedulePreview | null): void {
  if (next === preview) return;
  preview = next;
  for (const listener of listeners) listener();
}

const noPreview = () => null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The order as it will be once the step's current choices are saved, as the order reducer saves them. */
export function useOrderWithSchedulePreview(order: LocalOrder): LocalOrder {
  // No preview when the page is rendered ahead of time (apps/web/scripts/prerender.mjs) or first drawn over it.
  const current = useSyncExternalStore(subscribe, () => preview, noPreview);
  return useMemo(
    () => (current ? orderReducer(order, { type: 'schedule', ...current }) : order),
    [order, current],
  );
}
