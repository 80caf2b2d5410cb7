import '../../features/auth/auth.css';
import { useState } from 'react';
import { AccountDetails } from '../../features/account/AccountDetails';
import { AccountForm } from '../../features/account/AccountForm';
import { DeleteAccount } from '../../features/account/DeleteAccount';
import { DisconnectGoogle } from '../../features/account/DisconnectGoogle';
import { rememberAuthorization } from '../../features/auth/signedOut';
import { useReloadSession, useSession } from '../../features/auth/useSession';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { paths } from '../paths';

/** docs/rules/accounts.md, The Account screen: view and edit modes, Google disconnect and account deletion. */
export function Account() {
  useDocumentTitle('Your Account');
  const { user } = useSession();
  const reload = useReloadSession();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // The /app guard only renders this screen for a signed-in user.
  if (!user) return null;

  return (
    <div className="container page page--narrow">
      <h1>Your Account</h1>
      {saved && !editing ? (
        <Banner tone="success" onDismiss={() => setSaved(false)}>
          <p>Your account has been updated.</p>
        </Banner>
      ) : null}
      {editing ? (
        <AccountForm
          user={user}
          onDone={async (didSave) => {
            if (didSave) await reload();
            setSaved(didSave);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <AccountDetails user={user} />
          <div className="button-row">
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit
            </Button>
          </div>
        </>
      )}
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
