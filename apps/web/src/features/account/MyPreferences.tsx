import { PREFERENCE_MESSAGES } from '@laundry/validators/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { PreferencesPanel } from './PreferencesPanel';

/** The Account screen's preferences (docs/decisions/0093-customer-preferences.md): a customer's own, saved for every new order. */
export function MyPreferences() {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.preferences.mine.queryOptions());
  const save = useMutation(trpc.preferences.save.mutationOptions());
  return (
    <section className="account-preferences" aria-labelledby="account-preferences-title">
      <h2 id="account-preferences-title">{t('account.preferences.heading')}</h2>
      <p>{t('account.preferences.intro')}</p>
      {mine.isPending ? (
        <Spinner label={t('account.preferences.loading')} />
      ) : mine.isError ? (
        <Banner tone="error">
          <p>{userMessage(mine.error, PREFERENCE_MESSAGES.loadFailed)}</p>
        </Banner>
      ) : (
        <PreferencesPanel
          label={t('account.preferences.heading')}
          saved={mine.data}
          busy={save.isPending}
          error={save.isError ? userMessage(save.error, PREFERENCE_MESSAGES.saveFailed) : null}
          savedNotice={inPageLanguage(PREFERENCE_MESSAGES.saved)}
          onSave={async (preferences) => {
            try {
              const next = await save.mutateAsync(preferences);
              queryClient.setQueryData(trpc.preferences.mine.queryKey(), next);
              return true;
            } catch {
              return false; // the form shows save.error
            }
          }}
        />
      )}
    </section>
  );
}
