import { describe, expect, it } from 'vitest';
import {
  regionalSettingsSchema,
  regionForState,
  TIME_WINDOW_ORDER_MESSAGE,
  TIME_WINDOW_REQUIRED_MESSAGE,
} from './settings';

const settings = {
  disableOrdering: false,
  disableOrderingMessage: '',
  firstPickUp: 11,
  lastPickUp: 21,
  firstDelivery: 11,
  lastDelivery: 21,
  firstSameDayPickUp: 11,
  lastSameDayPickUp: 17,
  firstSameDayDelivery: 18,
  washFoldMinDeliveryCents: 2900,
  organicWashFoldMinDeliveryCents: 3200,
  washPressMinDeliveryCents: 3200,
  dryCleanMinDeliveryCents: 3200,
  tailoringMinDeliveryCents: 3200,
  comforterMinDeliveryCents: 3200,
  washFoldMinDeliveryDays: 1,
  organicWashFoldMinDeliveryDays: 1,
  washPressMinDeliveryDays: 3,
  dryCleanMinDeliveryDays: 3,
  tailoringMinDeliveryDays: 5,
  comforterMinDeliveryDays: 4,
  washFoldUpToXLbs: 20,
  washFoldPerLbCents: 145,
  washFoldMinimumPriceCents: 2900,
  organicWashFoldUpToXLbs: 20,
  organicWashFoldPerLbCents: 160,
  organicWashFoldMinimumPriceCents: 3200,
  selfDropOffMinimumLbs: 6,
  selfDropOffBasePriceCents: 1175,
  selfDropOffPerLbCents: 165,
  selfDropOffOrganicPerLbCents: 180,
  recurringLeadDays: 3,
};

describe('regionForState: docs/rules/regions.md', () => {
  it.each([
    ['FL', 'fl'],
    [' fl ', 'fl'],
    ['Fl', 'fl'],
    ['NY', 'ny'],
    ['', 'ny'],
    [undefined, 'ny'],
    ['Florida', 'ny'],
  ])('%j -> %s', (state, region) => expect(regionForState(state)).toBe(region));
});

describe('regionalSettingsSchema', () => {
  it('accepts the seeded shape', () => expect(regionalSettingsSchema.safeParse(settings).success).toBe(true));

  it.each([
    [{ firstPickUp: 6 }, TIME_WINDOW_REQUIRED_MESSAGE],
    [{ lastDelivery: 22 }, TIME_WINDOW_REQUIRED_MESSAGE],
    [{ firstPickUp: null }, TIME_WINDOW_REQUIRED_MESSAGE],
    [{ firstPickUp: 12, lastPickUp: 11 }, TIME_WINDOW_ORDER_MESSAGE],
    [{ firstSameDayPickUp: 18, lastSameDayPickUp: 17 }, TIME_WINDOW_ORDER_MESSAGE],
    [{ washFoldUpToXLbs: 20.001 }, 'Use at most 2 decimals.'],
  ])('%j -> %s', (patch, message) => {
    expect(regionalSettingsSchema.safeParse({ ...settings, ...patch }).error?.issues[0]?.message).toBe(
      message,
    );
  });
});
