import { PREFERENCE_MESSAGES } from '@laundry/validators/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { PreferencesPanel } from '../account/PreferencesPanel';

/** A customer's preferences on the staff Customers screen (docs/decisions/0093-customer-preferences.md). */
export function CustomerPreferences({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.preferences.customer.queryOptions({ userId }));
  const save = useMutation(trpc.preferences.saveForCustomer.mutationOptions());
  return (
    <section className="staff-admin__panel" aria-labelledby="customer-preferences-title">
      <h2 id="customer-preferences-title">Preferences</h2>
      {current.isPending ? (
        <Spinner label="Loading preferences…" />
      ) : current.isError ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{userMessage(current.error, PREFERENCE_MESSAGES.loadFailed)}</p>
        </Banner>
      ) : (
        <PreferencesPanel
          label="The customer's preferences"
          saved={current.data}
          busy={save.isPending}
          error={save.isError ? userMessage(save.error, PREFERENCE_MESSAGES.saveFailed) : null}
          savedNotice={PREFERENCE_MESSAGES.savedForCustomer}
          onSave={async (preferences) => {
            try {
              const next = await save.mutateAsync({ userId, preferences });
              queryClient.setQueryData(trpc.preferences.customer.queryKey({ userId }), next);
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
