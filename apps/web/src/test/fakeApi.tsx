import type { AppRouter } from '@laundry/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TRPCProvider } from '../lib/trpc';

/** A fake procedure: its answer to an input, or a thrown `apiError`/`networkError`. */
type FakeProcedure = (input: unknown) => unknown;
/** Fake procedures by path ('catalog.pricing', 'checkout.placeOrder', ...). */
export type FakeApi = Record<string, FakeProcedure>;

export interface ApiCall {
  path: string;
  input: unknown;
}

/**
 * An error as the server sends it (packages/api/src/trpc.ts): a tRPC error whose data carries the
 * application's code when the message is meant for people.
 */
export function apiError(
  message: string,
  { code = 'BAD_REQUEST', httpStatus = 400, appCode = null as string | null } = {},
) {
  return TRPCClientError.from({
    error: { message, code: -32600, data: { code, httpStatus, appCode, details: null } },
  });
}

/** A request that never reached the server, as the browser's fetch fails. */
export function networkError() {
  return new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
}

/**
 * The tRPC boundary replaced: every request of the tRPC client is answered by `api` (no HTTP), and
 * recorded in `calls`. A request without a fake fails, with its path in the message.
 */
function fakeLink(api: FakeApi, calls: ApiCall[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const procedure = api[op.path];
        Promise.resolve()
          .then(() => {
            if (!procedure) throw new Error(`No fake for ${op.path}`);
            return procedure(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => {
              observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
            },
          );
      });
}

/** A signed-in customer, as auth.session answers for one (the user's fields the screens read). */
export const CUSTOMER_SESSION = {
  user: {
    id: '5b7e7f0e-0000-4000-8000-0000000000e1',
    role: 'Customer',
    email: 'ana@example.test',
    emailVerified: true,
  },
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/order',
  googleSignIn: false,
};

/** A guest signed in by e-mail, as auth.session answers for one. */
export const GUEST_SESSION = {
  user: null,
  authenticated: false,
  authorizedAsGuest: true,
  guestEmail: 'guest@example.com',
  guestEmailProven: false,
  landing: '/app/order',
  googleSignIn: false,
};

/** Renders `ui` as the app does (React Query, tRPC, a router), with the fake API behind tRPC. */
export function renderWithApi(ui: ReactNode, { api, route = '/' }: { api: FakeApi; route?: string }) {
  const calls: ApiCall[] = [];
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const trpcClient = createTRPCClient<AppRouter>({ links: [fakeLink(api, calls)] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls, queryClient };
}
