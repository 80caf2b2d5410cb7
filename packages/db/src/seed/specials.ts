import { NO_DRY_CLEAN_ITEM_FLAGS, NO_SERVICE_FLAGS, NO_TAILORING_ITEM_FLAGS } from '@laundry/domain';
import type { NewSpecial, SpecialDryCleanItems, SpecialServices, SpecialTailoringItems } from '../schema';

/** Every flag off, from the one definition of the flag keys (packages/domain/src/specialFlags.ts). */
export const noServices: SpecialServices = NO_SERVICE_FLAGS;
export const noTailoringItems: SpecialTailoringItems = NO_TAILORING_ITEM_FLAGS;
export const noDryCleanItems: SpecialDryCleanItems = NO_DRY_CLEAN_ITEM_FLAGS;

/** Far enough ahead that the seeded codes work for a long time; staff change them on the specials screen. */
const EXPIRES = '2027-12-31';

/** One special of each kind (docs/rules/pricing.md, Promotions): percent, promotional price, discount amount. */
export const specialsSeed: NewSpecial[] = [
  {
    name: 'Welcome Offer',
    code: 'WELCOME15',
    description: '15% off your first pick-up and delivery order, on every service.',
    expirationDate: EXPIRES,
    firstTimeOnly: true,
    percentDiscount: 15,
    // No service flagged: the percentage applies to every service on the order.
    services: noServices,
    tailoringItems: noTailoringItems,
    dryCleanItems: noDryCleanItems,
  },
  {
    name: 'Dry Cleaned Shirts',
    code: 'SHIRT499',
    description: 'Dry cleaned shirts for $4.99 each.',
    expirationDate: EXPIRES,
    firstTimeOnly: false,
    promotionalPriceCents: 4_99,
    services: { ...noServices, dryClean: true },
    tailoringItems: noTailoringItems,
    dryCleanItems: { ...noDryCleanItems, shirt: true },
  },
  {
    name: 'Fresh Start',
    code: 'FRESH10',
    description: '$10 off any order.',
    expirationDate: EXPIRES,
    firstTimeOnly: false,
    discountAmountCents: 10_00,
    services: noServices,
    tailoringItems: noTailoringItems,
    dryCleanItems: noDryCleanItems,
  },
];
