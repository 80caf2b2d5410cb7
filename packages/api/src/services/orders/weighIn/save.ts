import { orders } from '@laundry/db';
import { SERVICE_KEYS, SERVICE_LABELS, type ServiceKey } from '@laundry/domain';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import type { QuoteWeighInInput, WeighedServices } from '@laundry/validators/weighIn';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../../context';
import { AppError } from '../../../errors';
import { type OrderDetail, orderDetail } from '../detail';
import { loadOrder, requireStaff } from '../orderAccess';
import { recordOrderEvent } from '../orderChange';
import type { SubOrderRecord } from '../records';
import { lockOrder, retryingTransaction } from '../transactions';
import { priceWeighIn, requireWeighable, weighedLines } from './price';
import type { WeighInRecord } from './record';

export interface WeighInRequest {
  orderId: string;
  /** The version the staff form was loaded from; the REST path, whose callers have none, passes none. */
  version?: number | undefined;
  order: WeighedServices;
  notes: string;
}

/** One service's line in the 'weighed' event: what the estimate and the weigh-in priced it at (quote + products). */
interface WeighedChange {
  service: ServiceKey;
  label: string;
  estimateCents: number;
  finalCents: number;
}

const lineCents = (line: SubOrderRecord | null | undefined) =>
  line ? line.quoteCents + line.productsCents : 0;

/** Every service of the estimate or the weigh-in, in SERVICE_KEYS order, with both amounts. */
function weighedChanges(
  estimate: Partial<Record<ServiceKey, SubOrderRecord | null>>,
  weighed: Partial<Record<ServiceKey, SubOrderRecord>>,
): WeighedChange[] {
  return SERVICE_KEYS.flatMap((service) => {
    if (!estimate[service] && !weighed[service]) return [];
    return [
      {
        service,
        label: SERVICE_LABELS[service],
        estimateCents: lineCents(estimate[service]),
        finalCents: lineCents(weighed[service]),
      },
    ];
  });
}

/** orders.quoteWeighIn: the weigh-in's price for the staff form, exactly as orders.weighIn will price it. */
export async function quoteWeighIn(ctx: Context, input: QuoteWeighInInput) {
  requireStaff(ctx.actor);
  const loaded = await loadOrder(ctx.db, input.orderId);
  if (!loaded) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  requireWeighable(loaded.order);
  const { services, totals } = await priceWeighIn(ctx.db, loaded.order, input.order);
  return { totals, services: weighedLines(services) };
}

/**
 * orders.weighIn / POST /api/order/weighin (staff): the services as received, priced with the order's own prices
 * (docs/decisions/0082-orders-weigh-in.md). Kept in orders.weigh_in; the final total (final_order_total_cents) is the
 * weighed total until a capture sets it to what was captured; recorded as a 'weighed' order event. A weigh-in may be
 * saved again (a correction) until the order is charged.
 */
export async function saveWeighIn(ctx: Context, input: WeighInRequest): Promise<OrderDetail> {
  const staff = requireStaff(ctx.actor);
  await retryingTransaction(ctx.db, async (tx) => {
    const current = await lockOrder(tx, input.orderId, input.version);
    requireWeighable(current);
    const { services, totals } = await priceWeighIn(tx, current, input.order);
    const name = [staff.firstName, staff.lastName].filter(Boolean).join(' ').trim() || staff.email;
    const record: WeighInRecord = {
      services,
      totals,
      notes: input.notes,
      weighedAt: ctx.now().toISOString(),
      weighedBy: { userId: staff.id, name },
    };
    await tx
      .update(orders)
      .set({
        weighIn: record,
        finalOrderTotalCents: totals.totalCents,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, current.id));
    const estimate: Partial<Record<ServiceKey, SubOrderRecord | null>> = {};
    for (const service of SERVICE_KEYS) {
      estimate[service] = current[`${service}Order`] as SubOrderRecord | null;
    }
    await recordOrderEvent(tx, ctx.actor, current.id, 'weighed', {
      beforeTotalCents: current.finalOrderTotalCents ?? current.quoteTotalCents,
      afterTotalCents: totals.totalCents,
      notes: input.notes,
      changes: weighedChanges(estimate, services),
    });
  });
  const loaded = await loadOrder(ctx.db, input.orderId);
  return orderDetail(ctx.actor, loaded!, ctx.now());
}
