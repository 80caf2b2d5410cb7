import '../../features/auth/auth.css';
import { useEffect, useRef, useState } from 'react';
import { AccountDetails } from '../../features/account/AccountDetails';
import { AccountForm } from '../../features/account/AccountForm';
import { DeleteAccount } from '../../features/account/DeleteAccount';
import { DisconnectGoogle } from '../../features/account/DisconnectGoogle';
import { MyPreferences } from '../../features/account/MyPreferences';
import { rememberAuthorization } from '../../features/auth/signedOut';
import { useReloadSession, useSession } from '../../features/auth/useSession';
import { MySeries } from '../../features/recurring/MySeries';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { paths } from '../paths';

/** docs/rules/accounts.md, The Account screen: view and edit modes, Google disconnect and account deletion. */
export function Account() {
  const t = useT();
  useDocumentTitle(t('account.page.title'));
  const { user } = useSession();
  const reload = useReloadSession();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const formArea = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const savedNotice = useRef<HTMLDivElement>(null);
  // Switching modes replaces the focused button: the form's first field, the notice of a save, or Edit
  // after Cancel takes the focus (docs/decisions/0052-web-phones-and-keyboard.md).
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    if (editing) formArea.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else if (saved) savedNotice.current?.focus();
    else editButton.current?.focus();
  }, [editing, saved]);
  // The /app guard only renders this screen for a signed-in user.
  if (!user) return null;

  return (
    <div className="container page page--narrow">
      <h1>{t('account.page.title')}</h1>
      {saved && !editing ? (
        <div ref={savedNotice} tabIndex={-1}>
          <Banner tone="success" onDismiss={() => setSaved(false)}>
            <p>{t('account.page.updated')}</p>
          </Banner>
        </div>
      ) : null}
      {editing ? (
        <div ref={formArea}>
          <AccountForm
            user={user}
            onDone={async (didSave) => {
              if (didSave) await reload();
              switched.current = true;
              setSaved(didSave);
              setEditing(false);
            }}
          />
        </div>
      ) : (
        <>
          <AccountDetails user={user} />
          <div className="button-row">
            <Button
              ref={editButton}
              onClick={() => {
                switched.current = true;
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('account.page.edit')}
            </Button>
          </div>
        </>
      )}
      {/* docs/decisions/0093-customer-preferences.md: a customer's own; staff and Drivers have none. */}
      {user.role === 'Customer' ? <MyPreferences /> : null}
      {/* docs/decisions/0094-recurring-series.md: a customer's repeating pick-ups. */}
      {user.role === 'Customer' ? <MySeries /> : null}
      {user.googleId ? <DisconnectGoogle onDone={reload} hasPassword={user.hasPassword} /> : null}
      <DeleteAccount
        onDeleted={async () => {
          // A full page load, so nothing of the deleted account stays in memory (docs/rules/accounts.md, Where each person lands).
          rememberAuthorization(false, globalThis.localStorage);
          window.location.assign(paths.home);
        }}
      />
    </div>
  );
}
