import {
  staffUserCreateInput,
  staffUserUpdateInput,
  userListInput,
  versionSchema,
} from '@laundry/validators/staffUsers';
import { z } from 'zod';
import { resendStaffInvitation } from '../services/staff/staffInvitation';
import { createStaffUser, deleteStaffUser, updateStaffUser } from '../services/staff/staffUserChanges';
import { getStaffUser, listStaffUsers } from '../services/staff/staffUsers';
import { router, superAdminProcedure } from '../trpc';

/** The users screen (docs/rules/staff-screens.md, Users): staff members, SuperAdmin only (docs/rules/roles.md, Who may do what). */
export const usersRouter = router({
  list: superAdminProcedure.input(userListInput).query(({ ctx, input }) => listStaffUsers(ctx.db, input)),
  get: superAdminProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => getStaffUser(ctx.db, input.id)),
  create: superAdminProcedure
    .input(staffUserCreateInput)
    .mutation(({ ctx, input }) => createStaffUser(ctx, ctx.user, input)),
  update: superAdminProcedure
    .input(staffUserUpdateInput)
    .mutation(({ ctx, input }) => updateStaffUser(ctx, ctx.user, input)),
  /** A fresh invitation link for a member who has not chosen a password yet (docs/decisions/0075-staff-invitations.md). */
  resendInvitation: superAdminProcedure
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => resendStaffInvitation(ctx, ctx.user, input)),
  delete: superAdminProcedure
    .input(z.object({ id: z.uuid(), version: versionSchema }))
    .mutation(({ ctx, input }) => deleteStaffUser(ctx, ctx.user, input)),
});
