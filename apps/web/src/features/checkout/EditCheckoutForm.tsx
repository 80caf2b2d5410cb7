import { ORDER_UPDATE_MESSAGE } from '@laundry/validators/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { editOrderOf } from '../ordering/edit/useEditEntry';
import { useEndEditOnLeave } from '../ordering/edit/useEndEditOnLeave';
import type { EditOrder } from '../ordering/store/localOrder';
import { orderStore } from '../ordering/store/orderStore';
import { OrderOptions } from './OrderOptions';
import { completeDraft, editInput, useServerQuote } from './useServerQuote';

/**
 * The edit flow's last step (docs/rules/ordering.md, The steps, step 3 in edit mode): staff submit the changes, the server
 * re-prices the order with its stored schedule, and the order list follows.
 */
export function EditCheckoutForm({ edit }: { edit: EditOrder }) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useMutation(trpc.orders.update.mutationOptions());
  const quote = useServerQuote(edit.order, true, edit.orderId);
  const draft = completeDraft(edit.order);
  const endEdit = useEndEditOnLeave();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft || update.isPending) return;
    try {
      await update.mutateAsync({
        ...editInput(edit.orderId, draft),
        sms: edit.sms,
        version: edit.version,
        clientQuoteTotalCents: quote.data?.quoteTotalCents,
      });
      await queryClient.invalidateQueries(trpc.orders.get.queryFilter({ orderId: edit.orderId }));
      endEdit();
      void navigate(paths.orders);
    } catch {
      // the banner shows update.error
    }
  }

  // Someone changed the order since this edit loaded it (docs/rules/statuses.md, Concurrent changes).
  const stale = isTRPCClientError(update.error) && update.error.data?.code === 'CONFLICT';
  async function reloadOrder() {
    const view = await queryClient.fetchQuery({
      ...trpc.orders.get.queryOptions({ orderId: edit.orderId }),
      staleTime: 0,
    });
    orderStore.startEdit(editOrderOf(view));
    update.reset();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ordering.checkout.updateFormLabel')}>
      <OrderOptions
        order={edit.order}
        dispatch={orderStore.dispatchEdit}
        sms={edit.sms}
        onSms={orderStore.setEditSms}
      />
      {quote.data?.promoError ? (
        <Banner tone="error" className="checkout-problem">
          <p>{inPageLanguage(quote.data.promoError)}</p>
        </Banner>
      ) : null}
      {update.isError ? (
        <Banner tone="error" className="checkout-problem">
          <p>{userMessage(update.error, ORDER_UPDATE_MESSAGE)}</p>
          {stale ? (
            <Button type="button" variant="secondary" onClick={() => void reloadOrder()}>
              {t('ordering.checkout.reload')}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      <div className="button-row">
        <Button type="submit" size="lg" variant="accent" busy={update.isPending} disabled={!draft}>
          {t('ordering.checkout.updateOrder')}
        </Button>
      </div>
    </form>
  );
}
