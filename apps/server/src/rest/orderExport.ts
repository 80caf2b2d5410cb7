import { Readable } from 'node:stream';
import type { Context, ExportedOrderRecord } from '@laundry/api';
import {
  csvLines,
  exportedNamedOrders,
  exportedOrderBatches,
  type NamedOrder,
  ORDER_CSV_HEADERS,
  orderCsvRow,
  orderListFilterSchema,
  orderListSortSchema,
} from '@laundry/api';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacyListQuery } from './legacyOrderList';
import { SAMPLE_ID } from './openapi/orderFields';
import { orderListQuery } from './orderList';
import { access } from './routeAccess';

/**
 * The CSV text, a batch at a time, starting with a batch already read: each batch's rows written in one call
 * (`csvLines`), so the stream carries one chunk per batch rather than one per row (bench/README.md, the export
 * against its floor).
 */
async function* csvText(
  first: IteratorResult<ExportedOrderRecord[]>,
  rest: AsyncGenerator<ExportedOrderRecord[]>,
) {
  yield csvLines([ORDER_CSV_HEADERS]);
  if (first.done) return;
  yield csvLines(first.value.map(orderCsvRow));
  for await (const batch of rest) yield csvLines(batch.map(orderCsvRow));
}

/** The most orders one list may name (far more than the orders screen loads; a 1 MiB body holds fewer). */
const MAX_EXPORTED_ORDERS = 10_000;
const EXPORT_LIST_MESSAGES = {
  // Not worded by the spec (docs/decisions/0066-rest-specials-address-sort-and-export-list.md):
  tooMany: `Please export at most ${MAX_EXPORTED_ORDERS} orders at a time.`,
} as const;

const orderId = z
  .uuid({ error: ORDER_FETCH_MESSAGE })
  .transform((id): NamedOrder => ({ id: id.toLowerCase() }));
const orderNumber = z
  .union(
    [
      z.int().positive().max(999_999_999),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    {
      error: ORDER_FETCH_MESSAGE,
    },
  )
  .transform((number): NamedOrder => ({ number }));
/** One order of the list: its id or number, or an order as the list paths answer it (`_id`, `orderId`). */
const namedOrder = z.union(
  [
    orderId,
    orderNumber,
    z
      .object({ _id: z.uuid().optional(), id: z.uuid().optional(), orderId: z.unknown().optional() })
      .loose()
      .transform((order, ctx): NamedOrder => {
        const id = order._id ?? order.id;
        if (id) return { id: id.toLowerCase() };
        const parsed = orderNumber.safeParse(order.orderId);
        if (parsed.success) return parsed.data;
        const byId = orderId.safeParse(order.orderId);
        if (byId.success) return byId.data;
        ctx.addIssue({ code: 'custom', message: ORDER_FETCH_MESSAGE });
        return z.NEVER;
      }),
  ],
  { error: ORDER_FETCH_MESSAGE },
);
const orderList = z
  .array(namedOrder, { error: ORDER_FETCH_MESSAGE })
  .max(MAX_EXPORTED_ORDERS, { error: EXPORT_LIST_MESSAGES.tooMany });
/**
 * POST /api/orders/export's list of orders (the spec's "orders list"): the orders as an array, or under `orders`,
 * each its id, its number, or the order as GET /api/orders answers it. A body that is no list is the filter. (The
 * description's schema: the handler parses the list itself, so each refusal keeps its own message.)
 */
const exportListBody = z.union([orderList, z.object({ orders: orderList }).loose()]);

const isOrderList = (body: unknown) =>
  Array.isArray(body) || (typeof body === 'object' && body !== null && 'orders' in body);

/**
 * The orders export (docs/rules/staff-screens.md, Orders screen; docs/rules/rest-compatibility.md: `orders.csv`): every
 * order of the filter, not just a page, streamed as it is read in keyset batches so memory stays flat
 * (bench/README.md); or, for POST with a list of orders, just those orders in the order listed. Staff only (the
 * routes' declaration). The first batch is read before answering, so a failure there is still a clean error
 * answer; later failures end the download early.
 */
async function sendOrdersCsv(request: FastifyRequest, reply: FastifyReply, ctx: Context, raw: unknown) {
  let batches: AsyncGenerator<ExportedOrderRecord[]>;
  if (isOrderList(raw)) {
    const listed = Array.isArray(raw) ? raw : (raw as { orders: unknown }).orders;
    batches = exportedNamedOrders(ctx.db, parseInput(orderList, listed));
  } else {
    const { input } = legacyListQuery(raw);
    const filter = parseInput(orderListFilterSchema, input);
    const sort = parseInput(orderListSortSchema, input);
    batches = exportedOrderBatches(ctx.db, { kind: 'staff' }, { ...filter, ...sort });
  }
  const first = await batches.next();
  const csv = Readable.from(csvText(first, batches));
  csv.on('error', (error) => request.log.error({ err: error }, 'orders export failed'));
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', 'attachment; filename="orders.csv"')
    .header('Cache-Control', 'no-store')
    .send(csv);
}

export async function registerOrderExportRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/orders/export',
    access('staff', {
      tag: 'orders',
      summary: 'Every order of the filter as orders.csv (staff)',
      query: orderListQuery,
      answer: { description: 'orders.csv', contentType: 'text/csv' },
      failures: [400],
    }),
    restHandler(deps, (ctx, request, reply) => sendOrdersCsv(request, reply, ctx, request.query)),
  );
  app.post(
    '/orders/export',
    access('staff', {
      tag: 'orders',
      summary:
        'The orders listed in the body, or every order of the filter in the body, as orders.csv (staff)',
      description: [
        'A **list of orders** (an array, or `{ orders: [...] }`), each its id, its order number, or the order as',
        '`GET /api/orders` answers it (`_id`, `orderId`): just those orders, in the order listed, each once; one no',
        'order has is left out. At most 10000. Any other body is the filter and sort of `GET /api/orders/export`.',
      ].join('\n'),
      body: z.union([exportListBody, orderListQuery]),
      answer: { description: 'orders.csv', contentType: 'text/csv' },
      failures: [400],
      example: [{ _id: SAMPLE_ID, orderId: 10001 }, 10002],
    }),
    restHandler(deps, (ctx, request, reply) => sendOrdersCsv(request, reply, ctx, request.body)),
  );
}
