import type { Actor, Context } from '../../context';
import { AppError } from '../../errors';

/** Whose declined cards count together: an account across its sessions, a guest by its session. */
function payerKey(actor: Actor): string {
  if (actor.kind === 'user') return `user:${actor.user.id}`;
  if (actor.kind === 'guest') return `session:${actor.sessionId}`;
  return 'anonymous';
}

/** A refused card, as `paymentFailure` turns the provider's decline into an AppError. */
const isDecline = (error: unknown) =>
  error instanceof AppError &&
  error.code === 'PAYMENT_FAILED' &&
  typeof error.details?.declineCode === 'string';

/**
 * A card authorization under the card-testing brake (docs/decisions/0023-payments-card-declines.md): refused
 * before the provider is asked while this payer or address has had too many declines, and a decline
 * counted towards that.
 */
export async function underDeclineLimit<T>(ctx: Context, authorize: () => Promise<T>): Promise<T> {
  const payer = payerKey(ctx.actor);
  await ctx.auth.checkCardDeclines(payer);
  try {
    return await authorize();
  } catch (error) {
    if (isDecline(error)) await ctx.auth.recordCardDecline(payer);
    throw error;
  }
}
