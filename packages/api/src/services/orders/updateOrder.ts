import { type Order, type OrderStatus, orderEvents, orders } from '@laundry/db';
import {
  type EditQuoteInput,
  ORDER_FETCH_MESSAGE,
  ORDER_UPDATE_MESSAGE,
  type UpdateOrderInput,
} from '@laundry/validators/checkout';
import { ADDRESS_MESSAGES, orderDraftSchema } from '@laundry/validators/order';
import { firstIssueMessage } from '@laundry/validators/plainIssues';
import { servesAddress } from '@laundry/validators/settings';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findServedZip } from '../catalog/zips';
import { editChanges } from './editChanges';
import { assignLocation } from './location';
import { loadOrder } from './orderAccess';
import { assertPriceable, priceDraft } from './pricing';
import { pricedSpecialOf, pricedWith, recordPricingSnapshot } from './pricingSnapshot';
import { quoteAnswer } from './quote';
import { addressColumns, draftFromOrder, pricedColumns } from './records';
import { lockOrder, retryingTransaction } from './transactions';
import { type OrderView, orderView } from './view';

/**
 * docs/rules/statuses.md, Who may do what: staff edit any order that is not Completed or Payment Processed. Refunded and
 * canceled orders are settled too, so they are not edited either (docs/decisions/0015-orders-checkout.md, Staff edits).
 */
const NOT_EDITABLE: readonly OrderStatus[] = [
  'Completed',
  'Payment Processed',
  'Refund Processed',
  'Canceled',
];

function editedDraft(order: Order, input: UpdateOrderInput) {
  // The edit flow has no schedule step: the order keeps its schedule (docs/rules/ordering.md, The steps).
  const parsed = orderDraftSchema.safeParse({ ...input.order, schedule: draftFromOrder(order).schedule });
  if (!parsed.success)
    throw new AppError('BAD_INPUT', firstIssueMessage(parsed.error) ?? ORDER_UPDATE_MESSAGE);
  return parsed.data;
}

/**
 * An edit priced as `orders.update` prices it: the order's stored schedule, not checked again; the
 * order's customer's history, without the order itself.
 */
async function priceEdit(ctx: Context, input: Pick<UpdateOrderInput, 'orderId' | 'order'>) {
  const loaded = await loadOrder(ctx.db, input.orderId);
  if (!loaded) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  const before = loaded.order;
  if (NOT_EDITABLE.includes(before.status)) throw new AppError('CONFLICT', ORDER_UPDATE_MESSAGE);
  const draft = editedDraft(before, input);
  const priced = await priceDraft(ctx.db, draft, {
    customer: { userId: before.userId, email: draft.address.email },
    now: ctx.now(),
    isStaff: true,
    checkSchedule: false,
    excludeOrderId: before.id,
    pricedWith: await pricedWith(ctx.db, before),
  });
  return { before, draft, ...priced };
}

/** orders.quoteEdit: the edit's price for the staff screen, shaped like checkout.quote. */
export async function quoteEdit(ctx: Context, input: EditQuoteInput) {
  const { pricing } = await priceEdit(ctx, input);
  return quoteAnswer(pricing, null);
}

/** The staff edit (/app/order/edit): re-priced on the server and recorded with what changed. */
export async function updateOrder(ctx: Context, input: UpdateOrderInput): Promise<OrderView> {
  const { db } = ctx;
  const { before, draft, pricing, special, catalog } = await priceEdit(ctx, input);
  assertPriceable(pricing);
  const moved = draft.address.zip !== before.address.zip || pricing.region !== before.region;
  // The moved order's zip, read once: for the check and for the store it is assigned to.
  const served = moved ? await findServedZip(db, draft.address.zip) : null;
  if (moved && !servesAddress(served, draft.address.state)) {
    throw new AppError('BAD_INPUT', ADDRESS_MESSAGES.zipNotServed);
  }
  const reassign = moved && (before.status === 'New' || before.status === 'Unassigned');
  const assignment = reassign
    ? await assignLocation(db, ctx.integrations.geocoder, draft.address, pricing.region, served)
    : null;
  const staff = ctx.actor.kind === 'user' ? ctx.actor.user : null;

  const after = await retryingTransaction(db, async (tx) => {
    // Changed since the edit was loaded (docs/rules/statuses.md, Concurrent changes): refused, never overwritten.
    const current = await lockOrder(tx, before.id, input.version);
    // Changed while this edit was priced (status, schedule or another edit): the staff member reloads and edits again.
    if (current.updatedAt.getTime() !== before.updatedAt.getTime()) {
      throw new AppError('CONFLICT', ORDER_UPDATE_MESSAGE);
    }
    const [updated] = await tx
      .update(orders)
      .set({
        ...addressColumns(draft, pricing.region),
        ...pricedColumns(draft, pricing),
        instructions: draft.instructions,
        sms: input.sms ?? current.sms,
        specialId: pricing.promo?.ok ? (special?.id ?? null) : null,
        pricingSnapshotId: await recordPricingSnapshot(tx, catalog),
        pricedSpecial: pricing.promo?.ok ? pricedSpecialOf(special) : null,
        ...(assignment ? { locationId: assignment.locationId, status: assignment.status } : {}),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, current.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: current.id,
      actorUserId: staff?.id ?? null,
      actorRole: staff?.role ?? null,
      kind: 'edited',
      data: {
        changes: editChanges(current, updated!),
        clientQuoteTotalCents: input.clientQuoteTotalCents ?? null,
        priceChanged:
          input.clientQuoteTotalCents !== undefined &&
          input.clientQuoteTotalCents !== pricing.quoteTotalCents,
      },
    });
    return updated!;
  });
  const location = (await loadOrder(db, after.id))?.location ?? null;
  return orderView(after, location, true);
}
