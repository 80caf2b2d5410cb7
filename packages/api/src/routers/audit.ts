import { cleanLine } from '@laundry/validators/text';
import { z } from 'zod';
import { AUDIT_SCREEN_KINDS, listAuditActors, listAuditEntries } from '../services/audit/auditLog';
import { router, superAdminProcedure } from '../trpc';

const day = z.iso.date({ error: 'Please enter a date as YYYY-MM-DD.' });

/**
 * The audit screen (docs/rules/roles.md, Audit trail), SuperAdmin only: an Admin reads an order's own history on
 * its timeline (docs/decisions/0074-audit-trail-orders-and-money.md).
 */
export const auditRouter = router({
  list: superAdminProcedure
    .input(
      z
        .object({
          actorUserId: z.uuid().optional(),
          kind: z.enum(AUDIT_SCREEN_KINDS).optional(),
          startDate: day.optional(),
          endDate: day.optional(),
          /** An order number, or part of a name or e-mail of who made the change. */
          search: z
            .string()
            .refine(...cleanLine)
            .trim()
            .max(200, { error: 'Please search with at most 200 characters.' })
            .optional(),
          limit: z.int().min(1).max(1000).default(75),
        })
        .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
          error: 'The start date must not be after the end date.',
          path: ['endDate'],
        }),
    )
    .query(({ ctx, input }) => listAuditEntries(ctx.db, input)),
  actors: superAdminProcedure.query(({ ctx }) => listAuditActors(ctx.db)),
});
