import { isLocale, type Locale } from '@laundry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSession } from '../features/auth/useSession';
import { useTRPC, useTRPCClient } from '../lib/trpc';
import { activateLocale, currentLocale, keepLocale } from './i18n';

/**
 * Switches the page's language and keeps the choice (docs/rules/languages.md, Choosing the language): in the
 * cookie for everyone, and on the account of a signed-in customer, so it follows them to their next log-in. The
 * account's copy is saved by the plain tRPC client, not a React Query mutation, so the public pages' first
 * JavaScript does not carry the mutation machinery for a switch most visitors never make.
 */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const signedIn = user !== null;
  return useCallback(
    async (locale: Locale) => {
      keepLocale(locale);
      await activateLocale(locale);
      if (!signedIn) return;
      // The choice is kept in the cookie whatever becomes of the account's copy.
      const account = await client.account.setLanguage.mutate({ language: locale }).catch(() => null);
      if (account) {
        queryClient.setQueryData(trpc.auth.session.queryKey(), (state) =>
          state ? { ...state, user: account } : state,
        );
      }
    },
    [signedIn, client, queryClient, trpc],
  );
}

/** The account whose language the page last took on, so a later switch is not undone by the same account. */
let followedUser: string | null = null;

/**
 * At log-in, the page takes on the language kept on the account (docs/rules/languages.md, Choosing the language),
 * and keeps it in the cookie; once per account signed in, so the person's own switch afterwards holds.
 */
export function useAccountLanguage(): void {
  const { user } = useSession();
  const id = user?.id ?? null;
  const language = user?.language ?? null;
  useEffect(() => {
    if (id === followedUser) return;
    followedUser = id;
    if (isLocale(language) && language !== currentLocale()) {
      keepLocale(language);
      void activateLocale(language);
    }
  }, [id, language]);
}
