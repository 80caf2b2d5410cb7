import { type Db, users } from '@laundry/db';
import { RECURRING_MESSAGES } from '@laundry/validators/recurring';
import { eq } from 'drizzle-orm';
import type { Actor, AuthEnvironment, Context } from '../../context';
import { AppError } from '../../errors';

/**
 * The series' customer as the actor of what is done for them: the job's checkout, a skip from the e-mailed link or a
 * SKIP text. The order is theirs as if they had placed it (docs/decisions/0094-recurring-series.md).
 */
export async function ownerOf(db: Db, userId: string): Promise<Actor> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.role !== 'Customer') throw new AppError('NOT_FOUND', RECURRING_MESSAGES.notFound);
  return { kind: 'user', sessionId: `recurring:${user.id}`, user: { ...user, role: 'Customer' } };
}

/**
 * The request's context acting as the series' customer. The card-testing brake counts people at a screen
 * (docs/decisions/0023-payments-card-declines.md); the job's own checkouts do not feed it, nor stop at it.
 */
export function customerContext(ctx: Context, actor: Actor): Context {
  const auth: AuthEnvironment = {
    ...ctx.auth,
    async checkCardDeclines() {},
    async recordCardDecline() {},
  };
  return { ...ctx, actor, auth };
}
