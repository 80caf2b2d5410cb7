import { guestGetInput, guestListInput } from '@laundry/validators/staffGuests';
import { customerCreateInput, customerListInput, customerUpdateInput } from '@laundry/validators/staffUsers';
import { z } from 'zod';
import { createCustomer, updateCustomer } from '../services/staff/customerChanges';
import { getCustomer, listCustomers } from '../services/staff/customers';
import { getGuest, listGuests } from '../services/staff/guests';
import { router, staffProcedure } from '../trpc';

/**
 * The customers screen (docs/rules/staff-screens.md, Customers): Admin and SuperAdmin (docs/rules/roles.md, Who may do what). The
 * Export Results file is the REST path GET /api/customers/export, which the browser downloads.
 */
export const customersRouter = router({
  list: staffProcedure.input(customerListInput).query(({ ctx, input }) => listCustomers(ctx.db, input)),
  get: staffProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => getCustomer(ctx.db, input.id)),
  create: staffProcedure
    .input(customerCreateInput)
    .mutation(({ ctx, input }) => createCustomer(ctx, ctx.user, input)),
  update: staffProcedure
    .input(customerUpdateInput)
    .mutation(({ ctx, input }) => updateCustomer(ctx, ctx.user, input)),
  // The Guests view: people who ordered without an account (docs/decisions/0081-staff-guests-view.md).
  guests: staffProcedure.input(guestListInput).query(({ ctx, input }) => listGuests(ctx.db, input)),
  guest: staffProcedure.input(guestGetInput).query(({ ctx, input }) => getGuest(ctx.db, input.email)),
});
