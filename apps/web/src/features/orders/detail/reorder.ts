import type { OrderDraft } from '@laundry/validators/order';
import { emptyOrder, type LocalOrder, SERVICE_ORDER } from '../../ordering/store/localOrder';

/**
 * docs/rules/ordering.md, The steps, Reorder: the address and the services of a finished order, as a new local order. The
 * schedule, tip, promo and instructions belong to the old visit and are chosen again.
 */
export function reorderOf(draft: OrderDraft): LocalOrder {
  const order: LocalOrder = { ...emptyOrder(), address: draft.address };
  for (const key of SERVICE_ORDER) {
    const service = draft[key];
    if (service !== undefined && service !== null) Object.assign(order, { [key]: service });
  }
  return order;
}

/** The edit flow's starting draft (features/ordering/edit): every field the order has. */
export function localOrderOf(draft: OrderDraft): LocalOrder {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value != null)) as LocalOrder;
}
