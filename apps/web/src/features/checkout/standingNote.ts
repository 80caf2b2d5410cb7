import type { CustomerPreferences } from '@laundry/domain';
import { useEffect, useRef } from 'react';
import type { LocalOrder } from '../ordering/store/localOrder';
import type { OrderAction } from '../ordering/store/orderReducer';

/**
 * The customer's standing note (docs/decisions/0093-customer-preferences.md, Filling a new order) starts the checkout's
 * instructions when they are empty. Once per visit to the checkout: what the customer then types, or clears, stands.
 */
export function useStandingNote(
  order: LocalOrder,
  dispatch: (action: OrderAction) => void,
  preferences: CustomerPreferences | null,
): void {
  const note = preferences?.note ?? '';
  const filled = useRef(false);
  const empty = order.instructions.trim() === '';
  useEffect(() => {
    if (filled.current || note === '') return;
    filled.current = true;
    if (empty) dispatch({ type: 'instructions', text: note });
  }, [note, empty, dispatch]);
}
