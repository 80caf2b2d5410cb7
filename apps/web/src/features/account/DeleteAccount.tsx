import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** docs/rules/accounts.md, The Account screen: delete the account, with a confirm step. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete account</h2>
      <p>This removes your personal details and signs you out everywhere.</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onClose={close}
        footer={
          <div className="button-row">
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={async () => {
                try {
                  await remove.mutateAsync({ confirm: true });
                  setOpen(false);
                  await onDeleted();
                } catch {
                  // the banner shows remove.error
                }
              }}
            >
              Yes, delete my account
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        }
      >
        <p>
          Your name, email, phone and address are removed and you are signed out. Records of your past orders
          are kept by the store without your personal details. This cannot be undone.
        </p>
        {remove.isError ? (
          <Banner tone="error">
            <p>{userMessage(remove.error, AUTH_MESSAGES.accountDeleteFailed)}</p>
          </Banner>
        ) : null}
      </Modal>
    </section>
  );
}
