import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ORDER_UPDATE_ERROR } from '../list/RowControls';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

/**
 * docs/rules/money.md, Cancel (customers while New, staff any order not yet settled or closed: the server's
 * `allowed.cancel`). Canceling releases the card hold (docs/rules/money.md).
 */
export function CancelOrder({ orderId, onDone }: { orderId: string; onDone: (notice: Notice) => void }) {
  const t = useT();
  const trpc = useTRPC();
  const refresh = useOrderRefresh(orderId);
  const cancel = useMutation(trpc.orders.cancel.mutationOptions());
  const [open, setOpen] = useState(false);

  async function confirm() {
    try {
      await cancel.mutateAsync({ orderId });
      setOpen(false);
      onDone({
        tone: 'success',
        text: t('account.cancel.done'),
      });
    } catch {
      // shown in the dialog
    }
    await refresh();
  }

  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        {t('account.cancel.button')}
      </Button>
      <Modal
        open={open}
        title={t('account.cancel.button')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t('account.cancel.keep')}
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={confirm}>
              {t('account.cancel.confirm')}
            </Button>
          </>
        }
      >
        {/* docs/rules/statuses.md, Who may do what, Cancel: the modal's question, word for word. */}
        <p>{t('account.cancel.question')}</p>
        {cancel.isError ? (
          <Banner tone="error">
            <p>{userMessage(cancel.error, ORDER_UPDATE_ERROR)}</p>
          </Banner>
        ) : null}
      </Modal>
    </>
  );
}
