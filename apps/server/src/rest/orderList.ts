import { listedOrder } from '@laundry/api/services/orders/list/columns';
import { orderListInputSchema } from '@laundry/api/services/orders/list/input';
import { listedOrderRecords } from '@laundry/api/services/orders/list/listOrders';
import { orderListViewer } from '@laundry/api/services/orders/list/viewer';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacyListedOrder, legacyListQuery } from './legacyOrderList';
import { access } from './routeAccess';

/**
 * GET /api/orders (sortby, sortorder, skip, limit) and POST /api/orders/filter (the filter fields) of
 * docs/rules/rest-compatibility.md: the orders screen's list, staff every order and a customer their own, as an array
 * of listed orders in the old shape. Thin adapters onto the service orders.list calls.
 */
export async function registerOrderListRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  const list = (source: 'query' | 'body') =>
    restHandler(deps, async (ctx, request) => {
      const viewer = orderListViewer(ctx.actor);
      const { skip, input } = legacyListQuery(request[source]);
      const query = parseInput(orderListInputSchema, input);
      const records = await listedOrderRecords(ctx.db, viewer, query, { skip, limit: query.limit });
      return records.map((row) => legacyListedOrder(listedOrder(row, viewer)));
    });
  app.get('/orders', access('signedIn'), list('query'));
  app.post('/orders/filter', access('signedIn'), list('body'));
}
