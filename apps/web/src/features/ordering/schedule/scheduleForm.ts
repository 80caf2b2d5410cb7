import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_MESSAGES, type OrderSchedule, scheduleSchema } from '@laundry/validators/order';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** The step's values as the selects hold them: '' is 'Select One'. */
export interface ScheduleFormValues {
  pickUpDate: string;
  pickUpHour: string;
  isExpressDelivery: boolean;
  multipleDeliveries: boolean;
  deliveryDate: string;
  deliveryHour: string;
  deliveryDate2: string;
  deliveryHour2: string;
}

/** A select's hour: '' (Select One) is no hour. */
export const selectedHour = (value: unknown): number | null =>
  value === '' || value == null ? null : Number(value);

const hour = z.preprocess(selectedHour, z.int().nullable());

/**
 * The shared `scheduleSchema` pick-up fields, with the delivery required unless express (docs/rules/messages.md, Order flow: validation
 * "Delivery time is required unless express") and the second delivery when two deliveries are chosen.
 */
const scheduleFormSchema = z
  .object({
    pickUpDate: scheduleSchema.shape.pickUpDate,
    pickUpHour: z.preprocess((v) => selectedHour(v) ?? undefined, scheduleSchema.shape.pickUpHour),
    isExpressDelivery: z.boolean(),
    multipleDeliveries: z.boolean(),
    deliveryDate: z.string(),
    deliveryHour: hour,
    deliveryDate2: z.string(),
    deliveryHour2: hour,
  })
  .superRefine((values, ctx) => {
    if (values.isExpressDelivery) return;
    const require = (ok: boolean, path: keyof typeof values, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    require(values.deliveryDate !== '', 'deliveryDate', ORDER_MESSAGES.deliveryDate);
    require(values.deliveryHour !== null, 'deliveryHour', ORDER_MESSAGES.deliveryTime);
    if (values.multipleDeliveries) {
      require(values.deliveryDate2 !== '', 'deliveryDate2', ORDER_MESSAGES.deliveryDate);
      require(values.deliveryHour2 !== null, 'deliveryHour2', ORDER_MESSAGES.deliveryTime);
    }
  });
type ScheduleFormOutput = z.output<typeof scheduleFormSchema>;

export const scheduleResolver = zodResolver(scheduleFormSchema) as unknown as Resolver<
  ScheduleFormValues,
  unknown,
  ScheduleFormOutput
>;

const hourText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function formValues(
  schedule: OrderSchedule | undefined,
  isExpressDelivery: boolean,
): ScheduleFormValues {
  return {
    pickUpDate: schedule?.pickUpDate ?? '',
    pickUpHour: hourText(schedule?.pickUpHour),
    isExpressDelivery,
    multipleDeliveries: schedule?.multipleDeliveries ?? false,
    deliveryDate: isExpressDelivery ? '' : (schedule?.deliveryDate ?? ''),
    deliveryHour: isExpressDelivery ? '' : hourText(schedule?.deliveryHour),
    deliveryDate2: schedule?.deliveryDate2 ?? '',
    deliveryHour2: hourText(schedule?.deliveryHour2),
  };
}

/** The step's values as the order's schedule when they are complete and valid, else null (the summary's preview). */
export function completeSchedule(values: ScheduleFormValues): OrderSchedule | null {
  const parsed = scheduleFormSchema.safeParse(values);
  if (!parsed.success) return null;
  try {
    return toSchedule(parsed.data);
  } catch {
    return null;
  }
}

/** The step's values as the order's schedule (the express slot is filled in by the order reducer). */
export function toSchedule(values: ScheduleFormOutput): OrderSchedule {
  const express = values.isExpressDelivery;
  const two = values.multipleDeliveries && !express;
  return scheduleSchema.parse({
    pickUpDate: values.pickUpDate,
    pickUpHour: values.pickUpHour,
    deliveryDate: express ? values.pickUpDate : values.deliveryDate,
    deliveryHour: express ? null : values.deliveryHour,
    deliveryDate2: two ? values.deliveryDate2 : null,
    deliveryHour2: two ? values.deliveryHour2 : null,
    multipleDeliveries: two,
  });
}
