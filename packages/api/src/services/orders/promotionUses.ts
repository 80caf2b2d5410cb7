import { type Db, orders, specials } from '@laundry/db';
import { type PricingError, promoFailureMessage, reachedUseLimit } from '@laundry/pricing';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

/** Whose uses: an account (with its e-mail), or a guest's e-mail. */
interface UsesCustomer {
  userId: string | null;
  email: string;
}

/**
 * A special's uses (docs/decisions/0092-promotion-limits.md): its orders that are not Canceled, so a canceled order
 * gives its use back. The customer's are those of the account or of its e-mail; a guest's, of the e-mail.
 */
export async function promotionUses(
  db: Db,
  specialId: string,
  customer: UsesCustomer | null,
  excludeOrderId?: string,
): Promise<{ total: number; customer: number }> {
  const email = customer?.email.toLowerCase() ?? null;
  const whose = customer?.userId
    ? or(eq(orders.userId, customer.userId), sql`lower(${orders.email}) = ${email}`)
    : sql`lower(${orders.email}) = ${email}`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      customer: customer ? sql<number>`(count(*) filter (where ${whose}))::int` : sql<number>`0`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.specialId, specialId),
        ne(orders.status, 'Canceled'),
        excludeOrderId ? ne(orders.id, excludeOrderId) : undefined,
      ),
    );
  return { total: Number(row?.total ?? 0), customer: Number(row?.customer ?? 0) };
}

/** Whether a special counts its uses at all: checkouts of the others never wait on its row. */
export function hasUseLimits(special: {
  maxUses?: number | null | undefined;
  maxUsesPerCustomer?: number | null | undefined;
}): boolean {
  // A special kept with an order placed before the limits has neither field.
  return special.maxUses != null || special.maxUsesPerCustomer != null;
}

/** The refusal of a checkout whose special's last use another checkout took first. */
export class PromotionUsedUp extends AppError {
  constructor(reason: 'limitReached' | 'customerLimitReached') {
    const message = promoFailureMessage({ reason });
    const pricingErrors: PricingError[] = [{ kind: 'promo', reason, message }];
    super('BAD_INPUT', message, { pricingErrors });
  }
}

/**
 * Takes one use of the special for the order being placed, in the order's own transaction
 * (docs/decisions/0092-promotion-limits.md): the special's row is locked, so two checkouts racing for the last use
 * count one after the other, and the second, which sees the first's order once it commits, is refused. The limits
 * are read under the lock, as staff last saved them.
 */
export async function claimPromotionUse(tx: Db, specialId: string, customer: UsesCustomer): Promise<void> {
  const [special] = await tx
    .select({ maxUses: specials.maxUses, maxUsesPerCustomer: specials.maxUsesPerCustomer })
    .from(specials)
    .where(eq(specials.id, specialId))
    .for('update');
  if (!special || !hasUseLimits(special)) return;
  const usedUp = reachedUseLimit(special, await promotionUses(tx, specialId, customer));
  if (usedUp) throw new PromotionUsedUp(usedUp);
}
