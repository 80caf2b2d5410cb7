import type { AppRouter } from '@laundry/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
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

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
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
