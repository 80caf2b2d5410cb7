import type { Actor, SessionUser } from '../../context';
import { AppError, FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../errors';

/**
 * The REST paths /api/user/{id} are account self-service (docs/rules/rest-compatibility.md; docs/rules/accounts.md, The Account screen): the signed-in
 * user's own id only. Nobody reads or changes another person's account through them (docs/rules/roles.md,
 * Who may do what); staff manage people through the customers and users screens.
 */
export function ownAccount(actor: Actor, id: string): SessionUser {
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (actor.user.id !== id) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return actor.user;
}
