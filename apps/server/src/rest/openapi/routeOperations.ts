import { ORDER_STATUSES, SERVICE_KEYS } from '@laundry/db';
import { ROUTE_KINDS } from '@laundry/validators/routes';
import { z } from 'zod';
import { routeSheetQuery } from '../routes';
import type { Operations } from './declare';

const point = z.number().nullable();

/** The RouteSheet of packages/api/src/services/routes/sheet.ts, as GET /api/routes answers it. */
const routeSheetAnswer = z
  .object({
    location: z.object({ id: z.uuid(), name: z.string(), address: z.string(), lat: point, lng: point }),
    date: z.iso.date(),
    kind: z.enum(ROUTE_KINDS),
    order: z
      .enum(['driving', 'manual'])
      .meta({ description: "'manual' once staff put the route in order by hand." }),
    totalMeters: z
      .number()
      .nullable()
      .meta({ description: 'Driving meters from the store through every stop; null when a leg is unknown.' }),
    stops: z.array(
      z.object({
        position: z.int().min(1),
        orderId: z.uuid(),
        orderNumber: z.int(),
        status: z.enum(ORDER_STATUSES),
        customerName: z.string(),
        phone: z.string(),
        address: z.object({
          address: z.string(),
          address2: z.string().nullable(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
        }),
        instructions: z.string(),
        services: z.array(z.object({ service: z.enum(SERVICE_KEYS), label: z.string() })),
        weightLbs: z
          .number()
          .nullable()
          .meta({ description: 'Estimated wash & fold weight, when there is one.' }),
        window: z.object({ date: z.iso.date(), hour: z.int(), label: z.string() }),
        lat: point,
        lng: point,
        navigationUrl: z.url(),
      }),
    ),
  })
  .meta({
    description: 'A route sheet: the store, and its stops in driving order (or the order staff chose).',
  });

/** The route sheets of docs/decisions/0084-route-sheets.md (rest/routes.ts). */
export const routeOperations: Operations = {
  'GET /api/routes': {
    tag: 'orders',
    summary: "A store's pick-ups or deliveries of one day, in driving order (staff)",
    description: [
      'The stops of the day, window by window, each window in driving order continuing from where the previous one',
      'ended (the store for the first); or the order staff chose by hand, stops added since after it.',
      'An unknown store answers 404 "This store could not be found."',
    ].join('\n'),
    access: 'staff',
    query: routeSheetQuery,
    answer: { description: 'The route sheet.', schema: routeSheetAnswer },
    failures: [400, 404],
  },
};
