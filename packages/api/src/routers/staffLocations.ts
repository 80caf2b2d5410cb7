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
 * The staff locations screen (spec 000 §2 Locations list), SuperAdmin only (DECISIONS.md, Roles). The
 * public finder keeps catalog.locations.
 */
export const staffLocationsRouter = router({
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
  /** Latitude and longitude from the typed address, for the form to fill in (spec 000 §5). */
  geocode: superAdminProcedure
    .input(locationGeocodeInput)
    .mutation(({ ctx, input }) => placeAddress(ctx.integrations.geocoder, input)),
});
