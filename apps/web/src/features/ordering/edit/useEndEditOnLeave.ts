import { useEffect, useRef } from 'react';
import { orderStore } from '../store/orderStore';

/**
 * Ends the edit once the current step has left the screen. Ended while the step is still shown (the
 * router commits the next screen a moment after the URL changes), the step would fall back to the local
 * order and its progress bar would redirect. Call the returned function, then navigate away.
 */
export function useEndEditOnLeave(): () => void {
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) orderStore.stopEdit();
    },
    [],
  );
  return () => {
    leaving.current = true;
  };
}
