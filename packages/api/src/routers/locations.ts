import {
  locationGeocodeInput,
  locationInput,
  locationUpdateInput,
  staffLocationListInput,
} from '@laundry/validators/locations';
import { versionSchema } from '@laundry/validators/staffUsers';
import { z } from 'zod';
import { placeAddress } from '../services/staff/locationGeocode';
import {
  createLocation,
  deleteLocation,
  getStaffLocation,
  listStaffLocations,
  updateLocation,
} from '../services/staff/locations';
import { router, superAdminProcedure } from '../trpc';

/**
 * The staff locations screen (docs/rules/staff-screens.md, Locations), SuperAdmin only (docs/rules/roles.md, Who may do what). The
 * public finder keeps catalog.locations.
 */
export const locationsRouter = router({
  list: superAdminProcedure
    .input(staffLocationListInput)
    .query(({ ctx, input }) => listStaffLocations(ctx.db, input)),
  get: superAdminProcedure
    .input(z.object({ id: z.uuid() }))
    .query(({ ctx, input }) => getStaffLocation(ctx.db, input.id)),
  create: superAdminProcedure
    .input(locationInput)
    .mutation(({ ctx, input }) => createLocation(ctx, ctx.user, input)),
  update: superAdminProcedure
    .input(locationUpdateInput)
    .mutation(({ ctx, input }) => updateLocation(ctx, ctx.user, input)),
  delete: superAdminProcedure
    .input(z.object({ id: z.uuid(), version: versionSchema }))
    .mutation(({ ctx, input }) => deleteLocation(ctx, ctx.user, input)),
  /** Latitude and longitude from the typed address, for the form to fill in (docs/rules/messages.md, Public site and accounts: validation). */
  geocode: superAdminProcedure
    .input(locationGeocodeInput)
    .mutation(({ ctx, input }) => placeAddress(ctx.integrations.geocoder, input)),
});
