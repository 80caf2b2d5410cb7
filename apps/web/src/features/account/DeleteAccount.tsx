import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** docs/rules/accounts.md, The Account screen: delete the account, with a confirm step. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const t = useT();
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('account.delete.heading')}</h2>
      <p>{t('account.delete.intro')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('account.delete.button')}
      </Button>
      <Modal
        open={open}
        title={t('account.delete.title')}
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
              {t('account.delete.confirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('account.delete.cancel')}
            </Button>
          </div>
        }
      >
        <p>{t('account.delete.warning')}</p>
        {remove.isError ? (
          <Banner tone="error">
            <p>{userMessage(remove.error, AUTH_MESSAGES.accountDeleteFailed)}</p>
          </Banner>
        ) : null}
      </Modal>
    </section>
  );
}
