import { type Db, type Order, type OrderStatus, orderEvents } from '@laundry/db';
import { and, desc, eq } from 'drizzle-orm';

export type ReauthorizationStep =
  | { kind: 'none' }
  | { kind: 'request'; amountCents: number; statusBefore: OrderStatus }
  | { kind: 'withdraw'; statusAfter: OrderStatus };

/** The latest reauthorization request of the order, as its event recorded it. */
async function lastRequest(tx: Db, orderId: string) {
  const [event] = await tx
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'reauthRequested')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.data as { reason?: string; statusBefore?: OrderStatus } | undefined;
}

/**
 * What a reschedule does to the card (docs/rules/statuses.md, Rescheduling): when 150% of the new
 * total is more than the card holds, the customer is asked to authorize it (docs/rules/money.md,
 * Charge (staff)); when a reschedule had asked and a later one brings the total back within the hold, the
 * request is withdrawn and the order returns to the status it had. A request made by a charge stays.
 */
export async function reauthorizationStep(
  tx: Db,
  current: Order,
  authorizationCents: number,
): Promise<ReauthorizationStep> {
  const waiting = current.reauthStatus === 'Waiting' && current.status === 'Awaiting Authorization';
  const previous = waiting ? await lastRequest(tx, current.id) : undefined;
  if (authorizationCents > current.amountAuthorizedCents) {
    const asked = waiting ? (current.reauthAmountCents ?? 0) : 0;
    if (asked >= authorizationCents) return { kind: 'none' };
    const statusBefore = waiting ? (previous?.statusBefore ?? 'New') : current.status;
    return { kind: 'request', amountCents: Math.max(asked, authorizationCents), statusBefore };
  }
  if (waiting && previous?.reason === 'rescheduled' && previous.statusBefore) {
    return { kind: 'withdraw', statusAfter: previous.statusBefore };
  }
  return { kind: 'none' };
}

/** The order columns a step sets. */
export function reauthorizationColumns(step: ReauthorizationStep): Partial<Order> {
  if (step.kind === 'request') {
    return { reauthStatus: 'Waiting', status: 'Awaiting Authorization', reauthAmountCents: step.amountCents };
  }
  if (step.kind === 'withdraw')
    return { reauthStatus: null, status: step.statusAfter, reauthAmountCents: null };
  return {};
}
