import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createApiClient, createQueryClient, TRPCProvider } from './trpc';

/** React Query's cache and the tRPC client: one of each per page load. */
export interface ApiClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createApiClient>;
}

export function createApiClients(): ApiClients {
  return { queryClient: createQueryClient(), trpcClient: createApiClient() };
}

/**
 * React Query and the tRPC client for the whole app. The entry passes the clients in when it has already used
 * them (a page rendered ahead of time fetches what its first screen needs before the client draws it,
 * src/main.tsx); otherwise they are made here.
 */
export function ApiProvider({ children, clients }: { children: ReactNode; clients?: ApiClients }) {
  const [{ queryClient, trpcClient }] = useState(() => clients ?? createApiClients());
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
