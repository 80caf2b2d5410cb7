import { PREFERENCE_MESSAGES } from '@laundry/validators/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { PreferencesForm } from '../account/PreferencesForm';

/** A customer's preferences on the staff Customers screen (docs/decisions/0093-customer-preferences.md). */
export function CustomerPreferences({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.preferences.customer.queryOptions({ userId }));
  const save = useMutation(trpc.preferences.saveForCustomer.mutationOptions());
  const [saved, setSaved] = useState(false);
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
        <>
          {current.data === null ? <p className="staff-admin__muted">None saved yet.</p> : null}
          <PreferencesForm
            label="The customer's preferences"
            saved={current.data}
            busy={save.isPending}
            error={save.isError ? userMessage(save.error, PREFERENCE_MESSAGES.saveFailed) : null}
            notice={saved && !save.isPending ? PREFERENCE_MESSAGES.savedForCustomer : null}
            onSave={async (preferences) => {
              setSaved(false);
              try {
                const next = await save.mutateAsync({ userId, preferences });
                queryClient.setQueryData(trpc.preferences.customer.queryKey({ userId }), next);
                setSaved(true);
              } catch {
                // the form shows save.error
              }
            }}
          />
        </>
      )}
    </section>
  );
}
