import { ORDER_STATUSES, SERVICE_KEYS } from '@laundry/db';
import { z } from 'zod';
import { reportSummaryQuery } from '../reports';
import type { Operations } from './declare';

const count = z.int().min(0);
const cents = z.int().meta({ description: 'Integer cents.' });
const actionOrder = z.object({
  id: z.uuid(),
  orderNumber: z.int(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  customerName: z.string(),
  storeName: z.string().nullable(),
  since: z.iso.datetime().meta({ description: "Stuck: the order's last change. A hold: when it was made." }),
  expiresAt: z.iso.datetime().optional().meta({ description: 'A hold at risk: when it expires.' }),
  amountAuthorizedCents: cents.optional(),
});
const money = { capturedCents: cents, refundedCents: cents, netCents: cents };

/** The ReportSummary of packages/api/src/services/reports/summary.ts, as GET /api/reports/summary answers it. */
const reportSummaryAnswer = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    timeZone: z.literal('America/New_York'),
    location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    generatedAt: z.iso.datetime(),
    days: z.array(
      z.object({ date: z.iso.date(), placed: count, pickedUp: count, delivered: count, ...money }),
    ),
    totals: z.object({
      placed: count,
      pickedUp: count,
      delivered: count,
      ...money,
      capturedOrders: count,
      averageOrderValueCents: cents,
    }),
    byStore: z.array(
      z.object({ locationId: z.uuid().nullable(), name: z.string(), placed: count, ...money }),
    ),
    byService: z.array(
      z.object({ service: z.enum(SERVICE_KEYS), label: z.string(), placed: count, ...money }),
    ),
    statusBoard: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), count })),
    stuck: z.object({ count, orders: z.array(actionOrder) }),
    holdsAtRisk: z.object({ count, orders: z.array(actionOrder) }),
    customers: z.object({ new: count, returning: count }),
    promotions: z.array(z.object({ code: z.string(), uses: count, discountCents: cents })),
  })
  .meta({
    description: "The owner's dashboard: a range of New York days, and the orders that need someone now.",
  });

/** The owner's dashboard of docs/decisions/0090-owner-dashboard.md (rest/reports.ts). */
export const reportOperations: Operations = {
  'GET /api/reports/summary': {
    tag: 'orders',
    summary: 'Orders, money and customers over a range of New York days (staff; an Admin their own store)',
    description: [
      'Orders placed, picked up and delivered and the money captured and refunded (from the payment ledger) per',
      'New York day, by store and by service; the orders in each status now, those stuck over 24 hours and the holds',
      'that expire within 48 hours; new and returning customers; the promotions used most. At most 366 days.',
      'An Admin sees only their own store: another store answers 403. An unknown store answers 404',
      '"This store could not be found."',
    ].join('\n'),
    access: 'staff',
    query: reportSummaryQuery,
    answer: { description: 'The summary.', schema: reportSummaryAnswer },
    failures: [400, 403, 404],
  },
};
