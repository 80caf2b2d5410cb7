import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { type RouterInputs, useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { statusLabel } from '../orderLabels';
import { ORDER_UPDATE_ERROR, type StatusChange } from './RowControls';

/**
 * How long Undo is offered: within the customer's message wait (STATUS_MESSAGE_DELAY_MS, 20 s), so an undone change
 * reaches nobody (docs/decisions/0077-orders-status-changes-undo.md).
 */
export const UNDO_FOR_MS = 10_000;

/**
 * The outcome of a status change made from a row: what changed, an Undo for a few seconds, and, when the new status
 * is outside the list's status filter, that the order has left the list (instead of vanishing without a word).
 */
export function StatusChangeNotice({
  change,
  statusFilter,
  onDismiss,
}: {
  change: StatusChange;
  statusFilter: string;
  onDismiss: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const undo = useMutation(trpc.orders.setStatus.mutationOptions());
  const [undoable, setUndoable] = useState(true);
  useEffect(() => {
    setUndoable(true);
    const timer = setTimeout(() => setUndoable(false), UNDO_FOR_MS);
    return () => clearTimeout(timer);
  }, [change]);
  const leftList = statusFilter !== '' && statusFilter !== change.to;

  if (undo.isSuccess) {
    return (
      <Banner tone="success" onDismiss={onDismiss} className="orders-screen__banner">
        <p>
          Order #{change.orderNumber} is back to {statusLabel(change.from, 'staff')}. The customer is not told
          of the change.
        </p>
      </Banner>
    );
  }
  return (
    <Banner tone={undo.isError ? 'error' : 'success'} onDismiss={onDismiss} className="orders-screen__banner">
      <p>
        Order #{change.orderNumber} is now {statusLabel(change.to, 'staff')}
        {leftList ? ', so it no longer matches the status filter and has left the list.' : '.'}
        {undo.isError ? ` ${userMessage(undo.error, ORDER_UPDATE_ERROR)}` : ''}
      </p>
      {undoable ? (
        <Button
          size="sm"
          variant="secondary"
          busy={undo.isPending}
          onClick={async () => {
            await undo
              .mutateAsync({
                orderId: change.orderId,
                status: change.from as RouterInputs['orders']['setStatus']['status'],
              })
              .catch(() => undefined);
            await queryClient.invalidateQueries(trpc.orders.pathFilter());
          }}
        >
          Undo
        </Button>
      ) : null}
    </Banner>
  );
}
