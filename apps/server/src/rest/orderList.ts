import { listedOrder, listedOrderRecords, orderListInputSchema, orderListViewer } from '@laundry/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacyListedOrder, legacyListQuery, legacyQuery } from './legacyOrderList';
import { listedOrderAnswer } from './openapi/answers';
import { access } from './routeAccess';

/** GET /api/orders: the old client's names (sortby, sortorder, searchtext, ...) or the contract's. */
export const orderListQuery = legacyQuery.extend({
  status: orderListInputSchema.shape.status,
  dateField: orderListInputSchema.shape.dateField.optional(),
  startDate: orderListInputSchema.shape.startDate,
  endDate: orderListInputSchema.shape.endDate,
  locationId: orderListInputSchema.shape.locationId,
  sortBy: orderListInputSchema.shape.sortBy.optional(),
  sortOrder: orderListInputSchema.shape.sortOrder.optional(),
  limit: orderListInputSchema.shape.limit.optional(),
});

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
  app.get(
    '/orders',
    access('signedIn', {
      tag: 'orders',
      summary: 'The orders list: every order for staff, your own for a customer',
      query: orderListQuery,
      answer: { description: 'A page of listed orders.', schema: z.array(listedOrderAnswer) },
      failures: [400],
    }),
    list('query'),
  );
  app.post(
    '/orders/filter',
    access('signedIn', {
      tag: 'orders',
      summary: 'The orders list with the filter in the body',
      body: orderListQuery,
      answer: { description: 'A page of listed orders.', schema: z.array(listedOrderAnswer) },
      failures: [400],
      example: { searchtext: 'Ana', status: 'New', sortby: 'orderId', sortorder: -1 },
    }),
    list('body'),
  );
}
