import type { Actor, SessionUser } from '../../context';
import { AppError, FORBIDDEN_MESSAGE } from '../../errors';
import { requireUser } from '../orders/access';

/**
 * The REST paths' version of superAdminProcedure: both settings screens, their price lists and the served
 * zips are SuperAdmin only (DECISIONS.md, Roles; docs/rules/settings.md, Who may change settings).
 */
export function requireSuperAdmin(actor: Actor): SessionUser {
  const user = requireUser(actor);
  if (user.role !== 'SuperAdmin') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return user;
}
