import { type Actor, isStaff } from '../../../context';
import { AppError, UNAUTHENTICATED_MESSAGE } from '../../../errors';
import type { OrderListViewer } from './filters';

/** Whose orders a signed-in caller lists: staff every order, a customer their own (docs/rules/roles.md, Who may do what). */
export function orderListViewer(actor: Actor): OrderListViewer {
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return isStaff(actor) ? { kind: 'staff' } : { kind: 'customer', userId: actor.user.id };
}
