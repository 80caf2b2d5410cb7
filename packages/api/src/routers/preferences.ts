import {
  customerPreferencesRef,
  customerPreferencesSave,
  customerPreferencesSchema,
} from '@laundry/validators/preferences';
import {
  customerPreferences,
  ownPreferences,
  saveCustomerPreferences,
  saveOwnPreferences,
} from '../services/preferences/preferences';
import { router, staffProcedure, userProcedure } from '../trpc';

/**
 * A customer's standing preferences (docs/decisions/0093-customer-preferences.md): `mine` and `save` are the signed-in
 * customer's own (the Account screen; staff and Drivers are refused); `customer` and `saveForCustomer` are staff's,
 * for any customer (the Customers screen). Null until first saved.
 */
export const preferencesRouter = router({
  mine: userProcedure.query(({ ctx }) => ownPreferences(ctx.user, ctx.db)),
  save: userProcedure
    .input(customerPreferencesSchema)
    .mutation(({ ctx, input }) => saveOwnPreferences(ctx, ctx.user, input)),
  customer: staffProcedure
    .input(customerPreferencesRef)
    .query(({ ctx, input }) => customerPreferences(ctx.db, input.userId)),
  saveForCustomer: staffProcedure
    .input(customerPreferencesSave)
    .mutation(({ ctx, input }) => saveCustomerPreferences(ctx, ctx.user, input)),
});
