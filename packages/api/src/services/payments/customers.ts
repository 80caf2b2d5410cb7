import { type Db, users } from '@laundry/db';
import type { PaymentProvider } from '@laundry/integrations';
import { and, eq, isNull } from 'drizzle-orm';

/**
 * A customer id belongs to the provider that made it: after switching from the simulated provider to
 * Stripe (or back) the stored id means nothing to the other one, and a new customer is made.
 */
function isProviderCustomerId(provider: Pick<PaymentProvider, 'name'>, id: string | null): boolean {
  if (!id) return false;
  return provider.name === 'simulated' ? id.startsWith('cus_sim_') : !id.startsWith('cus_sim_');
}

/** The signed-in user's customer at the payment provider, if one was made for this provider. */
export async function storedCustomerId(
  db: Db,
  provider: Pick<PaymentProvider, 'name'>,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  const id = row?.customerId ?? null;
  return isProviderCustomerId(provider, id) ? id : null;
}

/**
 * The user's provider customer, made on first need (saving a card, a setup intent). The provider call
 * is keyed by the user, so two requests racing here make one customer; the first one stored wins.
 */
export async function ensureCustomerId(
  db: Db,
  provider: PaymentProvider,
  user: { id: string; email: string; firstName: string | null; lastName: string | null },
): Promise<string> {
  const existing = await storedCustomerId(db, provider, user.id);
  if (existing) return existing;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const created = await provider.ensureCustomer({
    email: user.email,
    name,
    idempotencyKey: `customer-${user.id}`,
  });
  const [stored] = await db
    .update(users)
    .set({ stripeCustomerId: created })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ id: users.stripeCustomerId });
  if (stored) return created;
  // Another request stored one first, or an id of the other provider is there: keep one that fits.
  const again = await storedCustomerId(db, provider, user.id);
  if (again) return again;
  await db.update(users).set({ stripeCustomerId: created }).where(eq(users.id, user.id));
  return created;
}
