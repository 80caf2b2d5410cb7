import type { Region } from '@laundry/validators/settings';
import { useSyncExternalStore } from 'react';

/**
 * The region of the order on screen, told by the order flow while one of its steps shows (null otherwise),
 * so the site's footer can name it (docs/rules/ordering.md, What the site says) without the order flow's
 * code in every page's script.
 */
let current: Region | null = null;
const listeners = new Set<() => void>();

export function setScreenRegion(region: Region | null): void {
  if (current === region) return;
  current = region;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScreenRegion(): Region | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
