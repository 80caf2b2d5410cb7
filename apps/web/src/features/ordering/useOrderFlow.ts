import { useSession } from '../auth/useSession';
import type { EditOrder, LocalOrder } from './store/localOrder';
import type { OrderAction } from './store/orderReducer';
import { orderStore, useEditOrder, useLocalOrder } from './store/orderStore';

export type OrderFlow =
  | { mode: 'new'; order: LocalOrder; dispatch: (action: OrderAction) => void; edit: null }
  | { mode: 'edit'; order: LocalOrder; dispatch: (action: OrderAction) => void; edit: EditOrder };

/**
 * The order the current step works on. docs/rules/ordering.md, The steps: edit mode applies when the edit order has an
 * orderId and the user is authenticated; otherwise the steps build the local order.
 */
export function useOrderFlow(): OrderFlow {
  const { user } = useSession();
  const local = useLocalOrder();
  const edit = useEditOrder();
  if (edit !== null && user !== null) {
    return { mode: 'edit', order: edit.order, dispatch: orderStore.dispatchEdit, edit };
  }
  return { mode: 'new', order: local.order, dispatch: orderStore.dispatchLocal, edit: null };
}
