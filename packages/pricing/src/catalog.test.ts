import { regionalSettingsSchema } from '@laundry/validators/settings';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from './defaults';
import { minimumDeliveryCents, minimumDeliveryDays, SERVICE_KEYS, SERVICE_LABELS } from './services';
import { ORDER_STATUSES, orderStatusLabel, STAFF_SELECTABLE_STATUSES } from './statuses';

describe('order statuses (docs/rules/statuses.md)', () => {
  it.each([
    ['New', 'New'],
    ['Unassigned', 'Ready to Assign Location'],
    ['Awaiting Authorization', 'Waiting for Reauth'],
    ['Reauthorized', 'Ready to Capture Payment'],
    ['Payment Processed', 'Paid'],
    ['Canceled', 'Canceled'],
    ['Something Else', 'Something Else'],
  ])('%s shows as %s', (value, label) => expect(orderStatusLabel(value)).toBe(label));

  it('has twelve statuses and the staff selector subset', () => {
    expect(ORDER_STATUSES).toHaveLength(12);
    expect(STAFF_SELECTABLE_STATUSES).toEqual([
      'New',
      'En Route for Pick Up',
      'In Progress',
      'En Route for Delivery',
      'Completed',
    ]);
  });
});

describe('services and default settings', () => {
  it('labels the six services', () => {
    expect(SERVICE_KEYS.map((key) => SERVICE_LABELS[key])).toEqual([
      'Wash & Fold',
      'Organic Wash & Fold',
      'Wash & Press',
      'Dry Clean',
      'Tailoring',
      'Comforter',
    ]);
  });

  it.each(['ny', 'fl'] as const)('the %s defaults are valid settings', (region) => {
    expect(regionalSettingsSchema.safeParse(DEFAULT_REGIONAL_SETTINGS[region]).success).toBe(true);
  });

  it.each([
    ['washFold', 2900, 1],
    ['organicWashFold', 3200, 1],
    ['washPress', 3200, 2],
    ['dryClean', 3200, 2],
    ['tailoring', 3200, 4],
    ['comforter', 3200, 4],
  ] as const)('%s: minimum %d cents, %d days', (service, cents, days) => {
    expect(minimumDeliveryCents(DEFAULT_REGIONAL_SETTINGS.ny, service)).toBe(cents);
    expect(minimumDeliveryDays(DEFAULT_REGIONAL_SETTINGS.ny, service)).toBe(days);
  });
});
