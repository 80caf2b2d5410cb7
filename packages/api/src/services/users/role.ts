import { type Db, type Role, users } from '@laundry/db';
import { eq } from 'drizzle-orm';
import { endUserSessions } from '../auth/sessions';

/**
 * Changes a user's role and ends their sessions, so nobody keeps the old role's access.
 * The staff users screen calls this for every role change.
 */
export async function changeUserRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before || before.role === role) return;
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await endUserSessions(tx, userId);
  });
}
