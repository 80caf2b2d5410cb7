import type { OrderDetail } from '@laundry/api';
import { readableOrder, resolveOrderRef, saveWeighIn } from '@laundry/api';
import type { Order } from '@laundry/db';
import { SERVICE_KEYS } from '@laundry/domain';
import { restWeighInInputSchema } from '@laundry/validators/weighIn';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { dollars, parseInput, restHandler } from './http';
import { legacyOrder } from './legacyOrder';
import { draftFromLegacyOrder } from './legacyOrderShape';
import { weighedOrderAnswer } from './openapi/answers';
import { orderRefFields } from './openapi/orderFields';
import { access } from './routeAccess';

const ref = z.union([z.string(), z.number()]).optional();

/** POST /api/order/weighin's wire body; the service's schema checks the fields (restWeighInInputSchema). */
const weighInBody = z
  .object({
    orderId: ref,
    _id: ref,
    order: z.unknown(),
    notes: z.unknown().optional(),
    version: z.unknown().optional(),
  })
  .loose();

/**
 * The weighed services in the draft's shape: the draft's own (`washFold: { weightLbs, productIds }`, ...) as sent, or
 * the older client's sub-orders (`washFoldOrder: { weight }`, `dryCleanOrder: { items }`, ...) mapped as POST and PUT
 * /api/order map them (legacyOrderShape.ts), items named by the order's own region's price lists.
 */
async function weighedServicesFromBody(
  db: Parameters<typeof draftFromLegacyOrder>[0],
  order: Order,
  sent: unknown,
) {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return sent;
  const mapped = (await draftFromLegacyOrder(db, {
    ...sent,
    address: { state: order.address.state },
  })) as Record<string, unknown>;
  return Object.fromEntries(SERVICE_KEYS.flatMap((key) => (key in mapped ? [[key, mapped[key]]] : [])));
}

/**
 * The weigh-in in the legacy answer's words (docs/decisions/0082-orders-weigh-in.md): the weighed sub-orders as the
 * order's own (`washFoldOrder`, ...), the final figures as 2-decimal strings, the notes, when and by whom.
 */
function legacyWeighIn(detail: OrderDetail) {
  const weighIn = detail.weighIn;
  if (!weighIn) return null;
  const weighed = legacyOrder({ ...detail, services: weighIn.services });
  const subOrders = Object.fromEntries(
    SERVICE_KEYS.flatMap((key) => {
      const sub = (weighed as Record<string, unknown>)[`${key}Order`];
      return sub === undefined ? [] : [[`${key}Order`, sub]];
    }),
  );
  const { totals } = weighIn;
  return {
    ...subOrders,
    servicesSubtotal: dollars(totals.servicesSubtotalCents),
    products: dollars(totals.productsCents),
    dryCleanSurcharge: dollars(totals.dryCleanSurchargeCents),
    washPressSurcharge: dollars(totals.washPressSurchargeCents),
    minimumDeliverySurcharge: dollars(totals.minimumDeliverySurchargeCents),
    multipleDelivery: dollars(totals.multipleDeliveryCents),
    earlierDeliveryServiceQuote: dollars(totals.earlierDeliveryServiceQuoteCents),
    express: dollars(totals.expressCents),
    totalDiscountAmount: dollars(totals.totalDiscountAmountCents),
    gratuity: dollars(totals.gratuityCents),
    finalOrderTotalPrice: dollars(totals.totalCents),
    notes: weighIn.notes,
    weighedAt: weighIn.weighedAt,
    weighedBy: weighIn.weighedBy,
  };
}

/**
 * POST /api/order/weighin (staff; docs/decisions/0082-orders-weigh-in.md): the counter's weigh-in, the same service as
 * orders.weighIn. Answers the order in the old shape, its `finalOrderTotalPrice` the weighed total, with `weighIn`.
 */
export async function registerWeighInRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/order/weighin',
    access('staff', {
      tag: 'orders',
      summary: 'Weigh in an order at the counter: its final total (staff)',
      description: [
        "The services as received, in the order draft's shape (`washFold: { weightLbs, productIds }`, `dryClean: { items }`,",
        "...) or the older client's sub-orders (`washFoldOrder: { weight }`, `dryCleanOrder: { items }`, ...), priced with",
        'the prices the order was placed with. A weight is more than 0 and at most 500 lb with up to 2 decimals; a',
        'quantity 1 to 999. From the pick-up until the order is charged; without `version` the current one is used.',
        'The answer is the order, its `finalOrderTotalPrice` the weighed total, with the weighed lines in `weighIn`.',
      ].join('\n'),
      body: weighInBody.extend({
        ...orderRefFields,
        order: restWeighInInputSchema.shape.order,
        notes: restWeighInInputSchema.shape.notes.optional(),
        version: restWeighInInputSchema.shape.version,
      }),
      answer: { description: 'The order after the weigh-in.', schema: weighedOrderAnswer },
      failures: [400, 404, 409, 422],
      example: {
        orderId: 10001,
        order: {
          washFoldOrder: { weight: 27.5 },
          dryCleanOrder: { items: [{ type: 'Shirt', quantity: 3 }] },
        },
        notes: 'One extra bag',
      },
    }),
    restHandler(deps, async (ctx, request) => {
      const body = parseInput(weighInBody, request.body);
      const orderId = await resolveOrderRef(ctx.db, body.orderId ?? body._id, ctx.actor);
      const { order } = await readableOrder(ctx.db, ctx.actor, orderId);
      const input = parseInput(restWeighInInputSchema, {
        orderId,
        order: await weighedServicesFromBody(ctx.db, order, body.order),
        notes: body.notes ?? '',
        version: body.version,
      });
      const detail = await saveWeighIn(ctx, input);
      return { ...legacyOrder(detail), weighIn: legacyWeighIn(detail) };
    }),
  );
}
