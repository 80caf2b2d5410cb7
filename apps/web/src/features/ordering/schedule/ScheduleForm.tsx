import { expressDeliveryCents, SERVICE_LABELS, timeWindowLabel } from '@laundry/pricing';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import { paths } from '../../../routes/paths';
import { Button } from '../../../ui/Button';
import { washFoldWeightLbs } from '../store/orderReducer';
import { useOrderCatalog } from '../useOrderCatalog';
import { useOrderFlow } from '../useOrderFlow';
import { SlotFields } from './SlotFields';
import {
  completeSchedule,
  formValues,
  type ScheduleFormValues,
  scheduleResolver,
  toSchedule,
} from './scheduleForm';
import { setSchedulePreview } from './schedulePreview';
import { useScheduleChoices } from './useScheduleChoices';

const names = (keys: readonly string[]) =>
  keys.map((k) => SERVICE_LABELS[k as keyof typeof SERVICE_LABELS]).join(', ');

/** Step 3 (docs/rules/ordering.md, The steps): pick-up and delivery dates and windows, express, and two deliveries. */
export function ScheduleForm() {
  const { order, dispatch } = useOrderFlow();
  const catalog = useOrderCatalog(order);
  const navigate = useNavigate();
  const form = useForm({
    resolver: scheduleResolver,
    defaultValues: formValues(order.schedule, order.isExpressDelivery),
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const choices = useScheduleChoices(order, catalog, form);
  const express = watch('isExpressDelivery') && choices.expressHour !== null;
  const split = watch('multipleDeliveries') && choices.canSplit && !express;

  // The summary beside the step prices the choices as they are made (schedulePreview.ts).
  useEffect(() => {
    const show = (values: Partial<ScheduleFormValues>) => {
      const schedule = completeSchedule(values as ScheduleFormValues);
      setSchedulePreview(
        schedule ? { schedule, isExpressDelivery: Boolean(values.isExpressDelivery) } : null,
      );
    };
    show(form.getValues());
    const watching = form.watch(show);
    return () => {
      watching.unsubscribe();
      setSchedulePreview(null);
    };
  }, [form]);

  const onSubmit = handleSubmit((values) => {
    dispatch({ type: 'schedule', schedule: toSchedule(values), isExpressDelivery: values.isExpressDelivery });
    void navigate(paths.orderCheckout);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Schedule pick-up and delivery">
      <SlotFields
        legend="Pick-up"
        dateLabel="Pick-up date"
        timeLabel="Pick-up time"
        dates={choices.pickUpDates}
        hours={choices.pickUpHours}
        date={register('pickUpDate')}
        hour={register('pickUpHour')}
        dateError={errors.pickUpDate?.message}
        hourError={errors.pickUpHour?.message}
      />
      {choices.expressHour !== null ? (
        <label className="checkbox-choice checkbox-choice--card">
          <input type="checkbox" {...register('isExpressDelivery')} />
          <span>
            <strong>Express delivery</strong> — back the same day, {timeWindowLabel(choices.expressHour)}{' '}
            <span className="checkbox-choice__price">
              +{formatCents(expressDeliveryCents(washFoldWeightLbs(order)))}
            </span>
          </span>
        </label>
      ) : null}
      {choices.canSplit && !express ? (
        <label className="checkbox-choice checkbox-choice--card">
          <input type="checkbox" {...register('multipleDeliveries')} />
          <span>
            <strong>Two deliveries</strong> — {names(choices.groups.earlier)} first,{' '}
            {names(choices.groups.later)} later
          </span>
        </label>
      ) : null}
      {express ? null : (
        <SlotFields
          legend={split ? 'First delivery' : 'Delivery'}
          hint={split ? names(choices.groups.earlier) : undefined}
          dateLabel="Delivery date"
          timeLabel="Delivery time"
          dates={choices.deliveryDates}
          hours={choices.deliveryHours}
          date={register('deliveryDate')}
          hour={register('deliveryHour')}
          dateError={errors.deliveryDate?.message}
          hourError={errors.deliveryHour?.message}
        />
      )}
      {split ? (
        <SlotFields
          legend="Second delivery"
          hint={names(choices.groups.later)}
          dateLabel="Second delivery date"
          timeLabel="Second delivery time"
          dates={choices.deliveryDates2}
          hours={choices.deliveryHours2}
          date={register('deliveryDate2')}
          hour={register('deliveryHour2')}
          dateError={errors.deliveryDate2?.message}
          hourError={errors.deliveryHour2?.message}
        />
      ) : null}
      <div className="button-row">
        <Button type="submit" size="lg">
          Continue
        </Button>
      </div>
    </form>
  );
}
