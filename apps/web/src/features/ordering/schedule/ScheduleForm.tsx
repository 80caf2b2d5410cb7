import { expressDeliveryCents } from '@laundry/pricing';
import type { ServiceKey } from '@laundry/validators/pricing';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { formatTimeWindow } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { paths } from '../../../routes/paths';
import { Button } from '../../../ui/Button';
import { SERVICE_NAME_IDS } from '../services/serviceMeta';
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

/** Step 3 (docs/rules/ordering.md, The steps): pick-up and delivery dates and windows, express, and two deliveries. */
export function ScheduleForm() {
  const t = useT();
  const names = (keys: readonly ServiceKey[]) => keys.map((key) => t(SERVICE_NAME_IDS[key])).join(', ');
  const { order, dispatch } = useOrderFlow();
  const catalog = useOrderCatalog(order);
  const navigate = useNavigate();
  const form = useForm({
    resolver: scheduleResolver,
    defaultValues: formValues(order.schedule, order.isExpressDelivery),
  });
  const { register, handleSubmit, watch } = form;
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
    <form onSubmit={onSubmit} noValidate aria-label={t('ordering.schedule.formLabel')}>
      <SlotFields
        slot="pickUp"
        form={form}
        choices={choices}
        labels="ordering.schedule"
        legend={t('ordering.schedule.pickUp')}
      />
      {choices.expressHour !== null ? (
        <label className="checkbox-choice checkbox-choice--card">
          <input type="checkbox" {...register('isExpressDelivery')} />
          <span>
            <T
              id="ordering.express.label"
              values={{ window: formatTimeWindow(choices.expressHour) }}
              components={{ 0: <strong /> }}
            />{' '}
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
            <T
              id="ordering.schedule.twoDeliveries"
              values={{ first: names(choices.groups.earlier), later: names(choices.groups.later) }}
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
          labels="ordering.schedule"
          legend={split ? t('ordering.schedule.firstDelivery') : t('ordering.schedule.delivery')}
          hint={split ? names(choices.groups.earlier) : undefined}
        />
      )}
      {split ? (
        <SlotFields
          slot="secondDelivery"
          form={form}
          choices={choices}
          labels="ordering.schedule"
          legend={t('ordering.schedule.secondDelivery')}
          hint={names(choices.groups.later)}
        />
      ) : null}
      <div className="button-row">
        <Button type="submit" size="lg">
          {t('ordering.continue')}
        </Button>
      </div>
    </form>
  );
}
