import type { AppRouter } from '@laundry/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** `useTRPC()` gives typed query/mutation options: `useQuery(trpc.catalog.zips.list.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Subscriptions over server-sent events (docs/decisions/0088-live-order-screens.md), as the server's tRPC answers
 * them: `connected` when the stream opens (again after a reconnect, when the subscriber reads again once), each
 * value as a message, `serialized-error` for a refusal, `return` when the server ends it. The browser's
 * EventSource sends the session cookie (same origin) and reconnects by itself when the connection drops. Written
 * here rather than tRPC's httpSubscriptionLink, which would add about 4 kB to the public pages.
 */
const subscriptionLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    if (op.type !== 'subscription') return next(op);
    return observable((observer) => {
      const query = op.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(op.input))}`;
      const source = new EventSource(`/trpc/${op.path}${query}`, { withCredentials: true });
      const close = () => source.close();
      source.addEventListener('connected', () => observer.next({ result: { type: 'started' } }));
      source.addEventListener('message', (event) =>
        observer.next({ result: { type: 'data', data: JSON.parse(event.data) } }),
      );
      source.addEventListener('serialized-error', (event) => {
        close();
        observer.error(TRPCClientError.from({ error: JSON.parse((event as MessageEvent).data) }));
      });
      source.addEventListener('return', () => {
        close();
        observer.complete();
      });
      return close;
    });
  };

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      subscriptionLink,
      httpBatchLink({
        url: '/trpc',
        // A batch of queries travels in one GET's query string: split it before the URL outgrows what Node's HTTP
        // server (16 KB of headers) and common proxies (8 KB) take, as a route's tickets asking for 40 orders at once
        // would (a 414 otherwise).
        maxURLLength: 6000,
        // The session lives in an HttpOnly cookie (docs/rules/accounts.md, Sessions and tokens); the browser sends it.
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
