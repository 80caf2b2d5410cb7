import { type Db, users } from '@laundry/db';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors';

/**
 * docs/rules/roles.md, Users: the chain always keeps one Super Admin, or nobody could manage users,
 * locations, specials or settings again. Call inside the transaction that demotes or removes `userId`:
 * every live Super Admin row is locked (in id order, before the changed row is locked on its own, so
 * two such changes cannot deadlock), and two Super Admins demoting each other at once cannot both
 * succeed: the second sees the first's change once it commits.
 */
export async function keepOneSuperAdmin(tx: Db, userId: string): Promise<void> {
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'SuperAdmin'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  const isOne = superAdmins.some((row) => row.id === userId);
  if (isOne && superAdmins.length <= 1) throw new AppError('CONFLICT', STAFF_PEOPLE_MESSAGES.lastSuperAdmin);
}

/** Whether `userId` is a Super Admin now (read without a lock, to decide whether to take the locks above). */
export async function isSuperAdmin(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === 'SuperAdmin';
}
