import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSession } from '../../auth/useSession';
import { type LocalOrder, orderServices } from '../store/localOrder';
import { washFoldWeightLbs } from '../store/orderReducer';
import type { OrderCatalog } from '../useOrderCatalog';
import { type BookedSchedule, type ScheduleChoices, scheduleChoices } from './scheduleChoices';
import { type ScheduleFormValues, selectedHour } from './scheduleForm';

/** The clock the step offers windows by; it moves on every minute so a window that just closed goes. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The choices for the values on the form, and a clean-up that clears any value no longer offered
 * (a pick-up window that has passed, a delivery date before the new earliest one, express or two
 * deliveries that no longer apply).
 */
export function useScheduleChoices(
  order: LocalOrder,
  catalog: OrderCatalog,
  // biome-ignore lint/suspicious/noExplicitAny: only the values' side of the form is used.
  form: UseFormReturn<ScheduleFormValues, unknown, any>,
  /** A placed order's reschedule: its booked times and what may still move (scheduleChoices). */
  booked?: BookedSchedule,
): ScheduleChoices {
  const { isStaff } = useSession();
  const now = useMinuteClock();
  const { watch, setValue } = form;
  const [
    pickUpDate,
    pickUpHour,
    express,
    multiple,
    deliveryDate,
    deliveryHour,
    deliveryDate2,
    deliveryHour2,
  ] = watch([
    'pickUpDate',
    'pickUpHour',
    'isExpressDelivery',
    'multipleDeliveries',
    'deliveryDate',
    'deliveryHour',
    'deliveryDate2',
    'deliveryHour2',
  ]);
  const choices = useMemo(
    () =>
      scheduleChoices({
        services: orderServices(order),
        weightLbs: washFoldWeightLbs(order),
        settings: catalog.settings,
        now,
        isStaff,
        pickUpDate,
        pickUpHour: selectedHour(pickUpHour),
        multipleDeliveries: multiple,
        deliveryDate,
        deliveryDate2,
        ...(booked ? { booked } : {}),
      }),
    [
      order,
      catalog.settings,
      now,
      isStaff,
      pickUpDate,
      pickUpHour,
      multiple,
      deliveryDate,
      deliveryDate2,
      booked,
    ],
  );

  useEffect(() => {
    const clear = (name: keyof ScheduleFormValues, value: string | boolean = '') =>
      setValue(name, value, { shouldDirty: true });
    const offered = (hour: string, hours: number[]) => hour === '' || hours.includes(Number(hour));
    if (pickUpDate && !choices.pickUpDates.includes(pickUpDate)) clear('pickUpDate', '');
    if (!offered(pickUpHour, choices.pickUpHours)) clear('pickUpHour');
    if (deliveryDate && !choices.deliveryDates.includes(deliveryDate)) clear('deliveryDate', '');
    if (!offered(deliveryHour, choices.deliveryHours)) clear('deliveryHour');
    if (deliveryDate2 && !choices.deliveryDates2.includes(deliveryDate2)) clear('deliveryDate2', '');
    if (!offered(deliveryHour2, choices.deliveryHours2)) clear('deliveryHour2');
    if (express && choices.expressHour === null && pickUpHour !== '') clear('isExpressDelivery', false);
    if (multiple && !choices.canSplit) clear('multipleDeliveries', false);
  }, [
    choices,
    pickUpDate,
    pickUpHour,
    express,
    multiple,
    deliveryDate,
    deliveryHour,
    deliveryDate2,
    deliveryHour2,
    setValue,
  ]);

  return choices;
}
