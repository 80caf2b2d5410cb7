import { defaultScheduler, notifyManager, type QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';

/**
 * Hands a pending query its answer the way the browser does at worst: TanStack Query notifies its subscribers
 * at once and React renders what that starts synchronously (flushSync), in one task. What the page shows when
 * this returns is what its first synchronous render after the answer drew: a list rendered in a transition
 * (docs/decisions/0029-web-first-paint.md, Amended 2026-12-02) is not in it yet, and follows afterwards.
 *
 * `path` is the tRPC procedure's path ('catalog.specials.list'); the query must already be in the cache.
 */
export function answerInOneTask(queryClient: QueryClient, path: string, data: unknown) {
  const query = queryClient
    .getQueryCache()
    .getAll()
    .find((candidate) => JSON.stringify(candidate.queryKey[0]) === JSON.stringify(path.split('.')));
  if (!query) throw new Error(`No query for ${path} in the cache`);
  notifyManager.setScheduler((callback) => callback());
  try {
    flushSync(() => {
      queryClient.setQueryData(query.queryKey, data);
    });
  } finally {
    notifyManager.setScheduler(defaultScheduler);
  }
}

/** A procedure that never answers, so its query stays pending until the test answers it. */
export const neverAnswers = () => new Promise<never>(() => {});
