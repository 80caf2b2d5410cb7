import type { OrderDraft } from '@laundry/validators/order';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { SlotFields } from '../../ordering/schedule/SlotFields';
import type { BookedSchedule } from '../../ordering/schedule/scheduleChoices';
import { formValues, scheduleResolver, toSchedule } from '../../ordering/schedule/scheduleForm';
import { useScheduleChoices } from '../../ordering/schedule/useScheduleChoices';
import { expressSchedule } from '../../ordering/store/orderReducer';
import { useOrderCatalog } from '../../ordering/useOrderCatalog';
import { serviceName } from '../orderLabels';
import { localOrderOf } from './reorder';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

/** docs/rules/messages.md, Order flow, payments and settings: errors, Update: the fallback of a failed reschedule, as the specification words it. */
const RESCHEDULE_ERROR = 'There was an error getting orders.';

const names = (keys: readonly string[]) => keys.map(serviceName).join(', ');

interface RescheduleFormProps {
  orderId: string;
  draft: OrderDraft;
  /** What this person may still move (orders.get `reschedule`): a part that may not is shown as booked only. */
  open: BookedSchedule['open'];
  /** The order's version as loaded: a reschedule of a copy someone has changed since is refused. */
  version: number;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}

/** The order's booked times and what may move, as the schedule choices take them. */
function bookedSchedule(draft: OrderDraft, open: BookedSchedule['open']): BookedSchedule {
  const { schedule } = draft;
  return {
    pickUp: { date: schedule.pickUpDate, hour: schedule.pickUpHour },
    delivery: { date: schedule.deliveryDate, hour: schedule.deliveryHour },
    delivery2:
      schedule.multipleDeliveries && schedule.deliveryDate2 && schedule.deliveryHour2 !== null
        ? { date: schedule.deliveryDate2, hour: schedule.deliveryHour2 }
        : null,
    open,
  };
}

/**
 * Reschedule (docs/rules/money.md; docs/rules/scheduling.md, Rescheduling): the order flow's pick-up and delivery fields with
 * the engine's windows. It offers only what the server says may still move (docs/decisions/0070-reschedule-offered-when-allowed.md):
 * a part that may not keeps its booked time as its only choice, and a new pick-up is one a customer could book now,
 * for staff too. The new surcharges and total are the server's answer (orders.reschedule); a refusal is shown as
 * it words it. Express stays as booked.
 */
export function RescheduleForm({ orderId, draft, open, version, onDone, onCancel }: RescheduleFormProps) {
  const t = useT();
  // docs/rules/scheduling.md, Rescheduling: why a part of the schedule offers its booked time only.
  const keptAsBooked = t('account.reschedule.keptAsBooked');
  const trpc = useTRPC();
  const headingId = useId();
  const refresh = useOrderRefresh(orderId);
  const reschedule = useMutation(trpc.orders.reschedule.mutationOptions());
  const order = useMemo(() => localOrderOf(draft), [draft]);
  // The windows and days offered are today's settings; only prices are kept with the order
  // (docs/decisions/0073-orders-kept-prices.md), and the server prices the move.
  const catalog = useOrderCatalog(order);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: scheduleResolver,
    defaultValues: formValues(order.schedule, order.isExpressDelivery),
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { isSubmitting },
  } = form;
  const { pickUp: pickUpOpen, delivery: deliveryOpen, secondDelivery: secondDeliveryOpen } = open;
  const booked = useMemo(
    () =>
      bookedSchedule(draft, {
        pickUp: pickUpOpen,
        delivery: deliveryOpen,
        secondDelivery: secondDeliveryOpen,
      }),
    [draft, pickUpOpen, deliveryOpen, secondDeliveryOpen],
  );
  const choices = useScheduleChoices(order, catalog, form, booked);
  const express = order.isExpressDelivery && watch('isExpressDelivery') && choices.expressHour !== null;
  const split = watch('multipleDeliveries') && choices.canSplit && !express;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const chosen = toSchedule({ ...values, isExpressDelivery: express });
    try {
      await reschedule.mutateAsync({
        orderId,
        version,
        schedule: express ? expressSchedule(chosen) : chosen,
      });
      onDone({ tone: 'success', text: t('account.reschedule.done') });
    } catch (caught) {
      setError(userMessage(caught, RESCHEDULE_ERROR));
    }
    await refresh();
  });

  return (
    <section className="order-panel order-panel--reschedule" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {t('account.reschedule.heading')}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <SlotFields
          slot="pickUp"
          form={form}
          choices={choices}
          labels="account.reschedule"
          legend={t('account.order.pickUp')}
          hint={pickUpOpen ? undefined : keptAsBooked}
        />
        {express ? <p className="field__hint">{t('account.reschedule.express')}</p> : null}
        {/* Splitting the delivery changes the first one: offered only while it may move. */}
        {choices.canSplit && !express && deliveryOpen ? (
          <label className="checkbox-choice checkbox-choice--card">
            <input type="checkbox" {...register('multipleDeliveries')} />
            <span>
              <T
                id="account.reschedule.twoDeliveries"
                values={{ earlier: names(choices.groups.earlier), later: names(choices.groups.later) }}
                components={{ 0: <strong /> }}
              />
            </span>
          </label>
        ) : null}
        {express ? null : (
          <SlotFields
            slot="delivery"
            form={form}
            choices={choices}
            labels="account.reschedule"
            legend={split ? t('account.order.firstDelivery') : t('account.order.delivery')}
            hint={
              [split ? names(choices.groups.earlier) : '', deliveryOpen ? '' : keptAsBooked]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        )}
        {split ? (
          <SlotFields
            slot="secondDelivery"
            form={form}
            choices={choices}
            labels="account.reschedule"
            legend={t('account.order.secondDelivery')}
            hint={[names(choices.groups.later), secondDeliveryOpen ? '' : keptAsBooked]
              .filter(Boolean)
              .join(' ')}
          />
        ) : null}
        {error ? (
          <Banner tone="error" className="order-panel__error">
            <p>{error}</p>
          </Banner>
        ) : null}
        <div className="button-row">
          <Button type="submit" busy={isSubmitting}>
            {t('account.reschedule.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('account.reschedule.keep')}
          </Button>
        </div>
      </form>
    </section>
  );
}
