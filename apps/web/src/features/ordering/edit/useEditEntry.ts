import type { OrderDraft } from '@laundry/validators/order';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../../lib/trpc';
import type { EditOrder, LocalOrder } from '../store/localOrder';
import { orderStore, useEditOrder } from '../store/orderStore';

/** docs/rules/statuses.md, Who may do what: staff edit any order not Completed or Payment Processed; settled money is not edited either. */
const NOT_EDITABLE = ['Completed', 'Payment Processed', 'Refund Processed', 'Canceled'];

function localOrderOf(draft: OrderDraft): LocalOrder {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as LocalOrder;
}

/** The edit of an order as orders.get answers it: its draft, and the version a save of the edit names. */
export function editOrderOf(view: {
  id: string;
  orderNumber: number;
  version: number;
  sms: boolean;
  draft: OrderDraft;
}): EditOrder {
  return {
    orderId: view.id,
    orderNumber: view.orderNumber,
    version: view.version,
    sms: view.sms,
    order: localOrderOf(view.draft),
  };
}

export type EditEntry =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'notEditable'; orderNumber: number }
  | { state: 'none' }
  | { state: 'ready' };

/**
 * /app/order/edit?orderId=...: loads the order (orders.get) into the edit order, held apart from the
 * local order (docs/rules/ordering.md, The steps). Without an id, the edit already in progress continues.
 */
export function useEditEntry(orderId: string | null): EditEntry {
  const trpc = useTRPC();
  const edit = useEditOrder();
  const needsLoad = orderId !== null && edit?.orderId !== orderId;
  const query = useQuery({ ...trpc.orders.get.queryOptions({ orderId: orderId ?? '' }), enabled: needsLoad });
  const view = query.data;
  const editable = view !== undefined && !NOT_EDITABLE.includes(view.status);

  useEffect(() => {
    if (!needsLoad || !view || !editable) return;
    orderStore.startEdit(editOrderOf(view));
  }, [needsLoad, view, editable]);

  if (!needsLoad) return edit ? { state: 'ready' } : { state: 'none' };
  if (query.isError) return { state: 'failed', error: query.error };
  if (view && !editable) return { state: 'notEditable', orderNumber: view.orderNumber };
  return { state: 'loading' };
}
