/** Set while this browser holds a user or guest session, so the end of it can be noticed on any page. */
const AUTHORIZED_MARKER = 'session:authorized';
/** The order flow's local order and edit order (features/ordering/store/persistence.ts). */
export const LOCAL_ORDER_KEYS = ['auth', 'editOrder'] as const;

/**
 * docs/rules/accounts.md, Where each person lands: becoming unauthorized clears the user and resets the local order. Called with every
 * session answer; when a browser that was authorized (signed in or a guest) is not any more, whether by
 * Sign Out, account deletion or expiry, the local order it kept is dropped.
 */
export function rememberAuthorization(authorized: boolean, storage: Storage | undefined): void {
  if (!storage) return;
  try {
    if (authorized) {
      storage.setItem(AUTHORIZED_MARKER, '1');
    } else if (storage.getItem(AUTHORIZED_MARKER)) {
      for (const key of LOCAL_ORDER_KEYS) storage.removeItem(key);
      storage.removeItem(AUTHORIZED_MARKER);
    }
  } catch {
    // Storage can be unavailable (private modes); there is then no local order to reset either.
  }
}
