import {
  priceListAddInput,
  priceListRemoveInput,
  priceListUpdateInput,
} from '@laundry/validators/priceListForms';
import { type Region, regionSchema } from '@laundry/validators/settings';
import {
  type SettingsSection,
  type SettingsSectionPatch,
  settingsSectionInput,
  zipAddInput,
  zipRemoveInput,
  zipUpdateInput,
} from '@laundry/validators/settingsForms';
import { z } from 'zod';
import {
  addPriceListEntry,
  removePriceListEntry,
  updatePriceListEntry,
} from '../services/settings/priceLists';
import { updateSettingsSection } from '../services/settings/sections';
import { addZip, removeZip, updateZip } from '../services/settings/servedZips';
import { loadStaffSettings } from '../services/settings/staffView';
import { router, superAdminProcedure } from '../trpc';

interface SectionSave<S extends SettingsSection> {
  region: Region;
  version: number;
  values: SettingsSectionPatch<S>;
}

/** One procedure per settings section: the input is the section's form, the region and the loaded version. */
function sectionUpdate<S extends SettingsSection>(section: S) {
  return superAdminProcedure.input(settingsSectionInput(section)).mutation(({ ctx, input }) => {
    // The parsed input, named for this section (TypeScript cannot narrow a schema picked by a type parameter).
    const { region, version, values } = input as unknown as SectionSave<S>;
    return updateSettingsSection(ctx.db, ctx.user, { section, region, version, patch: values });
  });
}

/**
 * The New York and Florida settings screens (docs/rules/settings.md, The screen): SuperAdmin only, reading the
 * staff view included (docs/rules/roles.md, Who may do what). The public reads prices through catalog.pricing.
 */
export const settingsRouter = router({
  get: superAdminProcedure
    .input(z.object({ region: regionSchema }))
    .query(({ ctx, input }) => loadStaffSettings(ctx.db, input.region)),
  updateDisableOrdering: sectionUpdate('disableOrdering'),
  updateTimeWindows: sectionUpdate('timeWindows'),
  updateMinDelivery: sectionUpdate('minDelivery'),
  updateMinDeliveryDays: sectionUpdate('minDeliveryDays'),
  updateWashFold: sectionUpdate('washFold'),
  updateOrganicWashFold: sectionUpdate('organicWashFold'),
  priceLists: router({
    add: superAdminProcedure
      .input(priceListAddInput)
      .mutation(({ ctx, input }) => addPriceListEntry(ctx.db, ctx.user, input)),
    update: superAdminProcedure
      .input(priceListUpdateInput)
      .mutation(({ ctx, input }) => updatePriceListEntry(ctx.db, ctx.user, input)),
    remove: superAdminProcedure
      .input(priceListRemoveInput)
      .mutation(({ ctx, input }) => removePriceListEntry(ctx.db, ctx.user, input)),
  }),
  zips: router({
    add: superAdminProcedure.input(zipAddInput).mutation(({ ctx, input }) => addZip(ctx.db, ctx.user, input)),
    update: superAdminProcedure
      .input(zipUpdateInput)
      .mutation(({ ctx, input }) => updateZip(ctx.db, ctx.user, input)),
    remove: superAdminProcedure
      .input(zipRemoveInput)
      .mutation(({ ctx, input }) => removeZip(ctx.db, ctx.user, input)),
  }),
});
