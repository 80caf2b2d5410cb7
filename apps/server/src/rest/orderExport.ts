import { Readable } from 'node:stream';
import type { Context } from '@laundry/api';
import { ORDER_CSV_HEADERS, orderCsvRow } from '@laundry/api/services/orders/list/csvRows';
import { exportedOrderBatches } from '@laundry/api/services/orders/list/exportOrders';
import { orderListFilterSchema, orderListSortSchema } from '@laundry/api/services/orders/list/input';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacyListQuery } from './legacyOrderList';
import { access } from './routeAccess';

/** Rows of CSV cells, batch after batch, starting with a batch already read. */
async function* csvRows(
  first: IteratorResult<unknown>,
  rest: AsyncGenerator<Parameters<typeof orderCsvRow>[0][]>,
) {
  if (first.done) return;
  for (const row of first.value as Parameters<typeof orderCsvRow>[0][]) yield orderCsvRow(row);
  for await (const batch of rest) for (const row of batch) yield orderCsvRow(row);
}

/**
 * The orders export (docs/rules/staff-screens.md, Orders screen; docs/rules/rest-compatibility.md: `orders.csv`): every
 * order of the filter, not just a page, streamed as it is read in keyset batches so memory stays flat
 * (bench/README.md). Staff only (the routes' declaration). The first batch is read before answering, so a failure there is still
 * a clean error answer; later failures end the download early.
 */
async function sendOrdersCsv(request: FastifyRequest, reply: FastifyReply, ctx: Context, raw: unknown) {
  const { input } = legacyListQuery(raw);
  const filter = parseInput(orderListFilterSchema, input);
  const sort = parseInput(orderListSortSchema, input);
  const batches = exportedOrderBatches(ctx.db, { kind: 'staff' }, { ...filter, ...sort });
  const first = await batches.next();
  const csv = stringify({ header: true, columns: [...ORDER_CSV_HEADERS] });
  const rows = Readable.from(csvRows(first, batches));
  rows.on('error', (error) => {
    request.log.error({ err: error }, 'orders export failed');
    csv.destroy(error);
  });
  rows.pipe(csv);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', 'attachment; filename="orders.csv"')
    .header('Cache-Control', 'no-store')
    .send(csv);
}

export async function registerOrderExportRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/orders/export',
    access('staff'),
    restHandler(deps, (ctx, request, reply) => sendOrdersCsv(request, reply, ctx, request.query)),
  );
  app.post(
    '/orders/export',
    access('staff'),
    restHandler(deps, (ctx, request, reply) => sendOrdersCsv(request, reply, ctx, request.body)),
  );
}
