import { type Order, orders } from '@laundry/db';
import { isDeliveryStillAvailable, isPickUpAvailable, type OrderPricing } from '@laundry/pricing';
import type { OrderDraft, OrderSchedule } from '@laundry/validators/order';
import { eq, sql } from 'drizzle-orm';
import { type Context, isStaff } from '../../context';
import { AppError } from '../../errors';
import { requireGuestProof } from '../auth/guestCode';
import { notifyOrder } from '../notifications/orderNotifications';
import { loadRegionPricing, type RegionPricing } from '../settings/regionPricing';
import { type OrderDetail, orderDetail } from './detail';
import type { RescheduleInput } from './lifecycleInput';
import { loadOrder, readableOrder } from './orderAccess';
import { recordOrderEvent } from './orderChange';
import { issueOrderLink, REAUTH_LINK_LIFETIME_MS } from './orderLink';
import { assertPriceable, priceDraft } from './pricing';
import { pricedWith } from './pricingSnapshot';
import { draftFromOrder, pricedColumns, scheduleColumns } from './records';
import { reauthorizationColumns, reauthorizationStep } from './rescheduleReauthorization';
import { assertReschedulable, movedParts, RESCHEDULE_MESSAGES } from './rescheduleRules';
import { lockOrder, ORDER_CHANGED_MESSAGE, retryingTransaction } from './transactions';

const scheduleOf = (order: Order) => draftFromOrder(order).schedule;

/**
 * The new schedule against the engine's windows, at the real time (docs/rules/scheduling.md): a moved
 * pick-up must be one a customer could book now, for staff too (from today, a same-day one an hour ahead: the
 * month back staff have is for placing an order, docs/decisions/0070-reschedule-offered-when-allowed.md), and the
 * deliveries must still follow it by the services' minimum days, in offered windows.
 */
function assertScheduleOffered(
  order: Order,
  draft: OrderDraft,
  pricing: OrderPricing,
  catalog: RegionPricing,
  now: Date,
) {
  const { schedule } = draft;
  const pickUpMoved = movedParts(order, schedule).pickUp;
  if (
    pickUpMoved &&
    !isPickUpAvailable(schedule.pickUpDate, schedule.pickUpHour, catalog.settings, now.getTime(), false)
  ) {
    throw new AppError('BAD_INPUT', RESCHEDULE_MESSAGES.pickUpUnavailable);
  }
  const services = pricing.lines.map((line) => line.service);
  if (!isDeliveryStillAvailable(schedule, services, catalog.settings, pricing.expressCents > 0)) {
    throw new AppError('BAD_INPUT', RESCHEDULE_MESSAGES.deliveryUnavailable);
  }
}

/**
 * Prices the order on its new schedule as an edit is priced (updateOrder.ts): the same draft, so only
 * the same-day surcharges (docs/rules/pricing.md, Surcharges) and what follows from them change. The
 * promotion is judged as when the order was placed (docs/rules/statuses.md, Rescheduling): moving a date
 * never takes a discount away.
 */
async function priceRescheduled(ctx: Context, order: Order, schedule: OrderSchedule, staff: boolean) {
  const draft: OrderDraft = { ...draftFromOrder(order), schedule };
  const priced = await priceDraft(ctx.db, draft, {
    customer: { userId: order.userId, email: order.email },
    now: order.createdAt,
    isStaff: staff,
    checkSchedule: false,
    excludeOrderId: order.id,
    withHistory: false,
    pricedWith: await pricedWith(ctx.db, order),
  });
  assertPriceable(priced.pricing);
  // The prices are the order's own; the windows and days offered are today's settings
  // (docs/decisions/0073-orders-kept-prices.md).
  const today = await loadRegionPricing(ctx.db, priced.pricing.region);
  assertScheduleOffered(order, draft, priced.pricing, today, ctx.now());
  return { draft, pricing: priced.pricing };
}

/**
 * orders.reschedule / POST /api/order/schedule: the owner (customer or guest) or staff move the pick-up
 * or a delivery. Re-priced on the server; when the new total's authorization (150%) is more than the
 * card holds, the reauthorization path starts (docs/rules/money.md): reauthStatus Waiting,
 * status Awaiting Authorization, and the customer is asked to authorize the new amount.
 */
export async function rescheduleOrder(ctx: Context, input: RescheduleInput): Promise<OrderDetail> {
  const { order: before } = await readableOrder(ctx.db, ctx.actor, input.orderId);
  requireGuestProof(ctx.actor);
  const staff = isStaff(ctx.actor);
  assertReschedulable(before, input.schedule, staff, ctx.now());
  if (input.version !== undefined && input.version !== before.version) {
    throw new AppError('CONFLICT', ORDER_CHANGED_MESSAGE);
  }
  if (movedParts(before, input.schedule).any) {
    const { draft, pricing } = await priceRescheduled(ctx, before, input.schedule, staff);
    await retryingTransaction(ctx.db, async (tx) => {
      const current = await lockOrder(tx, before.id, before.version);
      const step = await reauthorizationStep(tx, current, pricing.authorizationCents);
      // A new request comes with the e-mail's own signed link (docs/decisions/0078-orders-reauthorization-link.md).
      const link =
        step.kind === 'request' ? issueOrderLink(current.email, ctx.now(), REAUTH_LINK_LIFETIME_MS) : null;
      const [after] = await tx
        .update(orders)
        .set({
          ...scheduleColumns(draft),
          ...pricedColumns(draft, pricing),
          ...reauthorizationColumns(step),
          ...(link
            ? { reauthLinkHash: link.hash, reauthLinkExpiresAt: link.expiresAt, reauthLinkUsedAt: null }
            : {}),
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, current.id))
        .returning();
      await recordOrderEvent(tx, ctx.actor, current.id, 'rescheduled', {
        before: scheduleOf(current),
        after: scheduleOf(after!),
        quoteTotalCents: { before: current.quoteTotalCents, after: after!.quoteTotalCents },
        sameDaySurchargeCents: {
          before: current.dryCleanSurchargeCents + current.washPressSurchargeCents,
          after: after!.dryCleanSurchargeCents + after!.washPressSurchargeCents,
        },
      });
      const publicUrl = ctx.auth.publicUrl;
      await notifyOrder(tx, { kind: 'rescheduled', order: after!, publicUrl });
      if (step.kind === 'request') {
        await recordOrderEvent(tx, ctx.actor, current.id, 'reauthRequested', {
          reason: 'rescheduled',
          statusBefore: step.statusBefore,
          amountAuthorizedCents: current.amountAuthorizedCents,
          reauthAmountCents: step.amountCents,
        });
        await notifyOrder(tx, {
          kind: 'reauthorizationNeeded',
          order: after!,
          amountCents: after!.quoteTotalCents,
          publicUrl,
          linkToken: link?.token,
        });
      }
      if (step.kind === 'withdraw') {
        await recordOrderEvent(tx, ctx.actor, current.id, 'reauthWithdrawn', {
          reason: 'rescheduled',
          statusAfter: step.statusAfter,
        });
      }
    });
  }
  const loaded = await loadOrder(ctx.db, before.id);
  return orderDetail(ctx.actor, loaded!, ctx.now());
}
