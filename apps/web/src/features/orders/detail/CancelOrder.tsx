import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ORDER_UPDATE_ERROR } from '../list/RowControls';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

/** docs/rules/statuses.md, Who may do what, Cancel: the modal's question, word for word. */
const CANCEL_QUESTION = 'Are you sure you want to cancel this order?';

/**
 * docs/rules/money.md, Cancel (customers while New, staff any order not yet settled or closed: the server's
 * `allowed.cancel`). Canceling releases the card hold (docs/rules/money.md).
 */
export function CancelOrder({ orderId, onDone }: { orderId: string; onDone: (notice: Notice) => void }) {
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
        text: 'The order has been canceled and the hold on the card has been released.',
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
        Cancel Order
      </Button>
      <Modal
        open={open}
        title="Cancel Order"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              No, Keep Order
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={confirm}>
              Yes, Cancel Order
            </Button>
          </>
        }
      >
        <p>{CANCEL_QUESTION}</p>
        {cancel.isError ? (
          <Banner tone="error">
            <p>{userMessage(cancel.error, ORDER_UPDATE_ERROR)}</p>
          </Banner>
        ) : null}
      </Modal>
    </>
  );
}
