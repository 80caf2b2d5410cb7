import { z } from 'zod';

const window = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number),
  z
    .object({
      value: z.union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,2}$/)
          .transform(Number),
      ]),
    })
    .loose()
    .transform((w) => w.value),
  z.null(),
]);

/** 'YYYY-MM-DD' of an instant in New York (docs/rules/regions.md). */
const newYorkDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/** A date as the old client sent one: 'YYYY-MM-DD', or a JavaScript date's JSON (read in New York). */
const day = z.union([
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T/)
    .transform((iso) => {
      const instant = new Date(iso);
      return Number.isNaN(instant.getTime()) ? iso : newYorkDate.format(instant);
    }),
  z.string(),
  z.null(),
]);

const scheduleFields = z
  .object({
    pickUpDate: day.optional(),
    pickUpTime: window.optional(),
    pickUpHour: window.optional(),
    deliveryDate: day.optional(),
    deliveryTime: window.optional(),
    deliveryHour: window.optional(),
    deliveryDate2: day.optional(),
    deliveryTime2: window.optional(),
    deliveryHour2: window.optional(),
    multipleDeliveries: z.boolean().optional(),
  })
  .loose();

export const scheduleBody = scheduleFields.extend({
  orderId: z.union([z.string(), z.number()]).optional(),
  _id: z.string().optional(),
  schedule: scheduleFields.optional(),
  version: z.number().optional(),
});

/**
 * POST /api/order/schedule (docs/rules/rest-compatibility.md): the order (`orderId`, its id or number, or `_id`) and
 * the schedule fields, at the top level or under `schedule`, with times as the old client's
 * `{ value, label }` or as hours. The surcharges it sends are ignored: the server prices them
 * (docs/rules/pricing.md, The server prices every order). Mapped onto orders.reschedule's input, which the service validates.
 */
export function legacyScheduleBody(raw: unknown) {
  const body = scheduleBody.parse(raw ?? {});
  const s = { ...body, ...(body.schedule ?? {}) };
  const multiple = s.multipleDeliveries ?? (s.deliveryDate2 !== undefined && s.deliveryDate2 !== null);
  return {
    orderRef: body._id ?? body.orderId,
    version: body.version,
    schedule: {
      pickUpDate: s.pickUpDate,
      pickUpHour: s.pickUpHour ?? s.pickUpTime,
      deliveryDate: s.deliveryDate,
      deliveryHour: s.deliveryHour ?? s.deliveryTime ?? null,
      deliveryDate2: multiple ? (s.deliveryDate2 ?? null) : null,
      deliveryHour2: multiple ? (s.deliveryHour2 ?? s.deliveryTime2 ?? null) : null,
      multipleDeliveries: multiple,
    },
  };
}
