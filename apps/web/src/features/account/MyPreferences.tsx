import { PREFERENCE_MESSAGES } from '@laundry/validators/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { PreferencesPanel } from './PreferencesPanel';

/** The Account screen's preferences (docs/decisions/0093-customer-preferences.md): a customer's own, saved for every new order. */
export function MyPreferences() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.preferences.mine.queryOptions());
  const save = useMutation(trpc.preferences.save.mutationOptions());
  return (
    <section className="account-preferences" aria-labelledby="account-preferences-title">
      <h2 id="account-preferences-title">Your preferences</h2>
      <p>Each new order takes these; an order already placed keeps the ones it was placed with.</p>
      {mine.isPending ? (
        <Spinner label="Loading preferences…" />
      ) : mine.isError ? (
        <Banner tone="error">
          <p>{userMessage(mine.error, PREFERENCE_MESSAGES.loadFailed)}</p>
        </Banner>
      ) : (
        <PreferencesPanel
          label="Your preferences"
          saved={mine.data}
          busy={save.isPending}
          error={save.isError ? userMessage(save.error, PREFERENCE_MESSAGES.saveFailed) : null}
          savedNotice={PREFERENCE_MESSAGES.saved}
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
