import { AUDIT_KINDS } from '@laundry/db';
import { z } from 'zod';
import { listAuditActors, listAuditEntries } from '../services/audit/auditLog';
import { router, superAdminProcedure } from '../trpc';

const day = z.iso.date({ error: 'Please enter a date as YYYY-MM-DD.' });

/** The audit screen (docs/rules/roles.md, Audit trail), SuperAdmin only. */
export const auditRouter = router({
  list: superAdminProcedure
    .input(
      z
        .object({
          actorUserId: z.uuid().optional(),
          kind: z.enum(AUDIT_KINDS).optional(),
          startDate: day.optional(),
          endDate: day.optional(),
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
