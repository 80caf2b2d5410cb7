import { useSyncExternalStore } from 'react';
import { type EditOrder, emptyOrder } from './localOrder';
import { type OrderAction, orderReducer } from './orderReducer';
import {
  EDIT_ORDER_KEY,
  LOCAL_ORDER_KEY,
  readEditOrder,
  readLocalOrder,
  type StoredLocalOrder,
  writeEditOrder,
  writeLocalOrder,
} from './persistence';

/**
 * The one store of the order flow: the local order (persisted under 'auth') and the edit order (held
 * apart). A module-level store read through useSyncExternalStore, so every step of the lazily loaded
 * order area shares it without a provider in the shared route table. Changes go through `orderReducer`.
 */
interface OrderStoreState {
  local: StoredLocalOrder;
  edit: EditOrder | null;
}

const storage = typeof window === 'undefined' ? undefined : window.localStorage;
let state: OrderStoreState = { local: readLocalOrder(storage), edit: readEditOrder(storage) };
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab changed the order: follow it, so two tabs never overwrite each other's steps.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOCAL_ORDER_KEY && event.key !== EDIT_ORDER_KEY && event.key !== null) return;
    state = { local: readLocalOrder(storage), edit: readEditOrder(storage) };
    emit();
  });
}

function setLocal(local: StoredLocalOrder) {
  state = { ...state, local };
  writeLocalOrder(storage, local);
  emit();
}

function setEdit(edit: EditOrder | null) {
  state = { ...state, edit };
  writeEditOrder(storage, edit);
  emit();
}

export const orderStore = {
  /** The local order as it stands, outside React (the entry's prefetch, routes/order/OrderAddress.tsx). */
  local(): StoredLocalOrder {
    return state.local;
  },
  dispatchLocal(action: OrderAction) {
    setLocal({ ...state.local, order: orderReducer(state.local.order, action) });
  },
  dispatchEdit(action: OrderAction) {
    if (state.edit) setEdit({ ...state.edit, order: orderReducer(state.edit.order, action) });
  },
  startEdit(edit: EditOrder) {
    setEdit(edit);
  },
  setEditSms(sms: boolean) {
    if (state.edit) setEdit({ ...state.edit, sms });
  },
  stopEdit() {
    setEdit(null);
  },
  /**
   * Checkout succeeded. The order is reset only once the thank-you view shows (`finishPlaced`): reset
   * while the checkout is still on screen, the progress bar would send it back to the services.
   */
  markPlaced(orderId: string) {
    setLocal({ ...state.local, placedOrderId: orderId });
  },
  /** A new order starts, at the same address; `orderId` limits it to the thank-you of that order. */
  finishPlaced(orderId?: string) {
    const { placedOrderId } = state.local;
    if (placedOrderId === null || (orderId !== undefined && orderId !== placedOrderId)) return;
    setLocal({
      ...state.local,
      order: orderReducer(state.local.order, { type: 'placed' }),
      placedOrderId: null,
    });
  },
  /**
   * docs/rules/ordering.md, The steps: signing out clears the user and resets the local order. The session is an HttpOnly
   * cookie, so the flow compares who built the order with who is signed in now: an order built by a
   * signed-in user is dropped when someone else (or nobody) is signed in. A guest's order carries over
   * when the guest logs in.
   */
  claimFor(userId: string | null) {
    const { ownerId } = state.local;
    if (ownerId !== null && ownerId !== userId) {
      setEdit(null);
      setLocal({ ownerId: userId, order: emptyOrder(), placedOrderId: null });
    } else if (ownerId !== userId) {
      setLocal({ ...state.local, ownerId: userId });
    }
  },
};

export function useLocalOrder(): StoredLocalOrder {
  return useSyncExternalStore(
    subscribe,
    () => state.local,
    () => state.local,
  );
}

export function useEditOrder(): EditOrder | null {
  return useSyncExternalStore(
    subscribe,
    () => state.edit,
    () => state.edit,
  );
}
