/**
 * Concurrent callers asking for the same read share one database round trip: the first caller's query,
 * started no earlier than theirs would have been. Nothing is kept once it answers, so the next caller
 * reads again and sees every committed change (docs/rules/pricing.md, The server prices every order: prices come from the database).
 */
export function coalesced<K extends object, A extends string, T>(
  read: (owner: K, arg: A) => Promise<T>,
): (owner: K, arg: A) => Promise<T> {
  const inFlight = new WeakMap<K, Map<A, Promise<T>>>();
  return (owner, arg) => {
    const pending = inFlight.get(owner) ?? new Map<A, Promise<T>>();
    inFlight.set(owner, pending);
    const running = pending.get(arg);
    if (running) return running;
    const started = read(owner, arg).finally(() => pending.delete(arg));
    pending.set(arg, started);
    return started;
  };
}
