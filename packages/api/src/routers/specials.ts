import {
  specialStaffInput,
  specialStaffUpdateInput,
  staffSpecialListInput,
} from '@laundry/validators/specials';
import { versionSchema } from '@laundry/validators/staffUsers';
import { z } from 'zod';
import {
  createSpecial,
  deleteSpecial,
  endSpecial,
  getStaffSpecial,
  listStaffSpecials,
  updateSpecial,
} from '../services/staff/specials';
import { router, superAdminProcedure } from '../trpc';

const byVersion = z.object({ id: z.uuid(), version: versionSchema });

/**
 * The staff specials screen (docs/rules/staff-screens.md, Specials), SuperAdmin only (docs/rules/roles.md, Who may do what); it
 * lists expired specials too. The public grid keeps catalog.specials.
 */
export const specialsRouter = router({
  list: superAdminProcedure
    .input(staffSpecialListInput)
    .query(({ ctx, input }) => listStaffSpecials(ctx.db, input, ctx.now())),
  get: superAdminProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => getStaffSpecial(ctx.db, input.id, ctx.now())),
  create: superAdminProcedure
    .input(specialStaffInput)
    .mutation(({ ctx, input }) => createSpecial(ctx, ctx.user, input)),
  update: superAdminProcedure
    .input(specialStaffUpdateInput)
    .mutation(({ ctx, input }) => updateSpecial(ctx, ctx.user, input)),
  /** Ends a special today, keeping its record (docs/decisions/0040-staff-specials.md). */
  end: superAdminProcedure.input(byVersion).mutation(({ ctx, input }) => endSpecial(ctx, ctx.user, input)),
  delete: superAdminProcedure
    .input(byVersion)
    .mutation(({ ctx, input }) => deleteSpecial(ctx, ctx.user, input)),
});
