import type { LandingPath } from '@laundry/validators/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { rememberAuthorization } from './signedOut';

/** docs/rules/records.md, People: Customer, Admin or SuperAdmin. */
export type UserRole = 'Customer' | 'Admin' | 'SuperAdmin' | 'Driver';

export type SessionUser = NonNullable<RouterOutputs['auth']['session']['user']>;

export interface Session {
  /** 'loading' until the server has said who is signed in. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** Admin or SuperAdmin (docs/rules/roles.md, Who may do what). */
  isStaff: boolean;
  /** docs/rules/accounts.md, Where each person lands: a guest session is its own flag, separate from being authenticated. */
  authorizedAsGuest: boolean;
  guestEmail: string | null;
  /**
   * The guest proved the mailbox of guestEmail (the order's signed link or the e-mailed code): only then may a
   * guest change an order or make an account from it (docs/decisions/0068-guest-mailbox-proof.md).
   */
  guestEmailProven: boolean;
  /** Where this person lands after log-in: /app/orders for staff, /app/driver for a driver, /app/order otherwise. */
  landing: LandingPath;
  googleSignIn: boolean;
}

/**
 * Who is signed in. The session itself is an HttpOnly cookie the page cannot read, so the client asks
 * the server (auth.session) and keeps the answer in React Query.
 */
export function useSession(): Session {
  const trpc = useTRPC();
  const query = useQuery(trpc.auth.session.queryOptions(undefined, { staleTime: 30_000 }));
  const state = query.data;
  const user = state?.user ?? null;
  const authorized = state ? state.authenticated || state.authorizedAsGuest : null;
  useEffect(() => {
    if (authorized !== null) rememberAuthorization(authorized, globalThis.localStorage);
  }, [authorized]);
  return {
    status: query.isPending ? 'loading' : 'ready',
    user,
    isStaff: user?.role === 'Admin' || user?.role === 'SuperAdmin',
    authorizedAsGuest: state?.authorizedAsGuest ?? false,
    guestEmail: state?.guestEmail ?? null,
    guestEmailProven: state?.guestEmailProven ?? false,
    landing: state?.landing ?? '/app/order',
    googleSignIn: state?.googleSignIn ?? false,
  };
}

/** After a change to the signed-in person's own account: ask the server again, keeping the screen. */
export function useReloadSession(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
    [queryClient, trpc],
  );
}

/**
 * After a log-in, sign-up, guest authorization, log-out or account deletion: forget everything cached for the
 * previous person (docs/rules/accounts.md, Where each person lands: becoming unauthorized clears the user and the lists) and ask again.
 */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.resetQueries();
  }, [queryClient]);
}
