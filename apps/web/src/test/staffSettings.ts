import type { RouterOutputs } from '../lib/trpc';
import type { ApiCall } from './fakeApi';
import { apiError } from './fakeApi';

/** settings.get's answer: a region's record, its five price lists and its zips, each with its version. */
export type StaffSettingsData = RouterOutputs['settings']['get'];

/** Row and zip ids as the server gives them (UUIDs, which the procedures' inputs check). */
export const IDS = {
  product: '5b7e7f0e-0000-4000-8000-000000000101',
  washPress: '5b7e7f0e-0000-4000-8000-000000000102',
  dryClean: '5b7e7f0e-0000-4000-8000-000000000103',
  tailoring: '5b7e7f0e-0000-4000-8000-000000000104',
  comforter: '5b7e7f0e-0000-4000-8000-000000000105',
  zipNy: '5b7e7f0e-0000-4000-8000-000000000201',
  zipNy2: '5b7e7f0e-0000-4000-8000-000000000202',
} as const;

/**
 * A New York settings screen's data with a different figure in every field, so that each shown value names the
 * one field it comes from. The record is at version 7; each row and zip has a version of its own.
 */
export function staffSettingsData(): StaffSettingsData {
  return {
    region: 'ny',
    settings: {
      region: 'ny',
      disableOrdering: false,
      disableOrderingMessage: '',
      firstPickUp: 8,
      lastPickUp: 19,
      firstDelivery: 9,
      lastDelivery: 20,
      firstSameDayPickUp: 10,
      lastSameDayPickUp: 12,
      firstSameDayDelivery: 17,
      recurringLeadDays: 5,
      washFoldMinDeliveryCents: 25_00,
      organicWashFoldMinDeliveryCents: 32_00,
      washPressMinDeliveryCents: 40_00,
      dryCleanMinDeliveryCents: 45_00,
      tailoringMinDeliveryCents: 50_00,
      comforterMinDeliveryCents: 55_00,
      washFoldMinDeliveryDays: 1,
      organicWashFoldMinDeliveryDays: 2,
      washPressMinDeliveryDays: 3,
      dryCleanMinDeliveryDays: 4,
      tailoringMinDeliveryDays: 5,
      comforterMinDeliveryDays: 6,
      washFoldUpToXLbs: 20,
      washFoldPerLbCents: 1_45,
      washFoldMinimumPriceCents: 29_00,
      organicWashFoldUpToXLbs: 15.5,
      organicWashFoldPerLbCents: 1_75,
      organicWashFoldMinimumPriceCents: 33_00,
      selfDropOffMinimumLbs: 10,
      selfDropOffBasePriceCents: 15_00,
      selfDropOffPerLbCents: 1_25,
      selfDropOffOrganicPerLbCents: 1_50,
      version: 7,
      updatedAt: '2026-11-20T15:00:00.000Z',
    },
    priceLists: {
      products: [{ id: IDS.product, item: 'Lavender detergent', sortOrder: 0, version: 3, priceCents: 3_00 }],
      washPress: [{ id: IDS.washPress, item: 'Shirt', sortOrder: 0, version: 4, priceCents: 1_99 }],
      dryClean: [
        {
          id: IDS.dryClean,
          item: 'Suit',
          sortOrder: 0,
          version: 5,
          basePriceCents: 15_00,
          dryCleanPressPriceCents: 9_00,
          pressOnlyPriceCents: null,
          offersCrease: true,
          noCreaseChargeCents: 2_00,
          offersStarch: false,
        },
      ],
      tailoring: [
        {
          id: IDS.tailoring,
          item: 'Pants',
          sortOrder: 0,
          version: 6,
          hemCents: 12_00,
          taperCents: null,
          zipperCents: 18_00,
          sleevesCents: null,
          patchCents: null,
          fixCents: 8_00,
          waistCents: null,
          liningCents: null,
        },
      ],
      comforter: [
        { id: IDS.comforter, item: 'Queen', sortOrder: 0, version: 2, notDownCents: 35_00, downCents: 50_00 },
      ],
    },
    zips: [
      { id: IDS.zipNy, zip: '10001', florida: false, version: 2 },
      { id: IDS.zipNy2, zip: '10023', florida: false, version: 9 },
    ],
  };
}

/** The Florida screen's data: Florida's record (at version 3) and its own zips. */
export function floridaSettingsData(): StaffSettingsData {
  const data = staffSettingsData();
  return {
    ...data,
    region: 'fl',
    settings: { ...data.settings, region: 'fl', version: 3 },
    zips: [{ id: IDS.zipNy, zip: '33483', florida: true, version: 1 }],
  };
}

/** The inputs sent to one procedure, in order. */
export const inputsTo = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.input);

/** The server's refusal of a save made against an older version (409, with the conflict's own words). */
export const staleAnswer = (message: string) =>
  apiError(message, { code: 'CONFLICT', httpStatus: 409, appCode: 'CONFLICT' });

/** A failed save whose answer carries no message meant for people: the screen shows the section's own text. */
export const answerWithoutMessage = () =>
  apiError('Input validation failed', { code: 'BAD_REQUEST', httpStatus: 400 });

/**
 * jsdom has no modal <dialog> (showModal, close): enough of it for ui/Modal to open and close in a test.
 * Call in the test file's beforeAll.
 */
export function installDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
