import type { CustomerPreferences } from '@laundry/domain';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { PreferencesForm } from './PreferencesForm';
import { preferenceLinesIn } from './preferenceText';

interface PreferencesPanelProps {
  /** The form's accessible name: 'Your preferences', or the customer's. */
  label: string;
  saved: CustomerPreferences | null;
  busy: boolean;
  error: string | null;
  /** Said once a save went through. */
  savedNotice: string;
  /** Saves; true when it went through. */
  onSave: (preferences: CustomerPreferences) => Promise<boolean>;
}

/**
 * A customer's preferences as they are, one line each, and "Change preferences" to open the form
 * (docs/decisions/0093-customer-preferences.md). Closed by default, so the screen around it (the account's own Edit,
 * Save and Cancel, a customer's details) keeps its one form open at a time.
 */
export function PreferencesPanel({ label, saved, busy, error, savedNotice, onSave }: PreferencesPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState(false);
  if (open) {
    return (
      <PreferencesForm
        label={label}
        saved={saved}
        busy={busy}
        error={error}
        notice={null}
        onSave={async (preferences) => {
          if (await onSave(preferences)) {
            setOpen(false);
            setNotice(true);
          }
        }}
        onClose={() => setOpen(false)}
      />
    );
  }
  return (
    <>
      {notice ? (
        <Banner tone="success">
          <p>{savedNotice}</p>
        </Banner>
      ) : null}
      {saved ? (
        <ul className="preferences-lines" aria-label={label}>
          {preferenceLinesIn(t, saved).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t('account.preferences.none')}</p>
      )}
      <div className="button-row">
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(false);
            setOpen(true);
          }}
        >
          {t('account.preferences.change')}
        </Button>
      </div>
    </>
  );
}
