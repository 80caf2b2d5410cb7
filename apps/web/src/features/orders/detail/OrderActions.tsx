import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { orderEditPath, orderTicketPath, paths } from '../../../routes/paths';
import { Button, ButtonLink } from '../../../ui/Button';
import { orderStore } from '../../ordering/store/orderStore';
import { CancelOrder } from './CancelOrder';
import type { OrderView } from './orderView';
import { reorderOf } from './reorder';
import type { Notice } from './useOrderRefresh';

interface OrderActionsProps {
  order: OrderView;
  rescheduling: boolean;
  /** A guest who has not proved the mailbox yet: cancel and reschedule wait for it (GuestEmailProof). */
  guestProofPending: boolean;
  onReschedule: () => void;
  /** Staff at the counter: the weigh-in is offered (mayWeighIn) and not already open. */
  weighIn?: { offered: boolean; onOpen: () => void } | undefined;
  onDone: (notice: Notice) => void;
}

/** The order's actions, each shown only when the server's `allowed` says this person may take it. */
export function OrderActions({
  order,
  rescheduling,
  guestProofPending,
  onReschedule,
  weighIn,
  onDone,
}: OrderActionsProps) {
  const t = useT();
  const navigate = useNavigate();
  const allowed = guestProofPending ? { ...order.allowed, cancel: false, reschedule: false } : order.allowed;
  const weighOffered = weighIn?.offered === true;
  if (
    !allowed.reschedule &&
    !allowed.edit &&
    !allowed.reorder &&
    !allowed.cancel &&
    !weighOffered &&
    !allowed.charge
  )
    return null;
  return (
    <div className="button-row order-actions">
      {weighOffered ? (
        // Issue 36 (docs/decisions/0082-orders-weigh-in.md): the counter weighs what was received.
        <Button onClick={weighIn?.onOpen}>
          {order.weighIn ? t('account.actions.changeWeighIn') : t('account.actions.weighIn')}
        </Button>
      ) : null}
      {allowed.reschedule && !rescheduling ? (
        <Button variant="secondary" onClick={onReschedule}>
          {t('account.actions.reschedule')}
        </Button>
      ) : null}
      {allowed.edit ? (
        // docs/rules/ordering.md, Order detail; docs/rules/statuses.md, Who may do what: staff edit an order in the order flow's edit mode.
        <ButtonLink to={orderEditPath(order.id)} variant="secondary">
          {t('account.actions.edit')}
        </ButtonLink>
      ) : null}
      {allowed.reorder ? (
        <Button
          onClick={() => {
            // docs/rules/ordering.md, Order detail (reorder): the address and services become a new local order.
            orderStore.finishPlaced();
            orderStore.dispatchLocal({ type: 'load', order: reorderOf(order.draft) });
            void navigate(paths.orderSchedule);
          }}
        >
          {t('account.actions.reorder')}
        </Button>
      ) : null}
      {allowed.cancel ? <CancelOrder orderId={order.id} onDone={onDone} /> : null}
      {/* docs/decisions/0085-route-sheet-printing.md: staff (to whom charge is offered) print the order's ticket. */}
      {allowed.charge ? (
        <ButtonLink to={orderTicketPath(order.id)} variant="ghost">
          {t('account.actions.printTicket')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
