import { SERVICE_KEYS, SERVICE_LABELS } from '@laundry/domain';
import type { RegionalSettings } from '@laundry/validators/settings';
import { SETTINGS_MESSAGES, type SettingsSection } from '@laundry/validators/settingsForms';
import { formatCents } from '../../../lib/money';

/** docs/rules/settings.md, The screen: what each section says when a save fails and the server gives no message. */
export const SECTION_FALLBACKS: Record<SettingsSection, string> = {
  disableOrdering: SETTINGS_MESSAGES.updateFailed,
  timeWindows: SETTINGS_MESSAGES.timesFailed,
  minDelivery: SETTINGS_MESSAGES.minDeliveryFailed,
  minDeliveryDays: SETTINGS_MESSAGES.minDeliveryDaysFailed,
  washFold: SETTINGS_MESSAGES.updateFailed,
  organicWashFold: SETTINGS_MESSAGES.updateFailed,
};

export type FieldUnit = 'dollars' | 'pounds' | 'days';

export interface SectionField {
  /** The form field (packages/validators/src/settingsForms.ts). */
  name: string;
  label: string;
  unit: FieldUnit;
  /** The stored value it shows (cents for dollars). */
  read: (s: RegionalSettings) => number;
}

/** The six services with their names, in the product's order (packages/domain/src/services.ts). */
const SERVICES = SERVICE_KEYS.map((service) => [service, SERVICE_LABELS[service]] as const);

/** Sections 3 to 6: fields typed as text, each with its unit. */
export const FIELD_SECTIONS = {
  minDelivery: SERVICES.map(([service, label]) => ({
    name: `${service}MinDelivery`,
    label: `${label} minimum ($)`,
    unit: 'dollars',
    read: (s) => s[`${service}MinDeliveryCents`],
  })),
  minDeliveryDays: SERVICES.map(([service, label]) => ({
    name: `${service}MinDeliveryDays`,
    label: `${label} minimum days`,
    unit: 'days',
    read: (s) => s[`${service}MinDeliveryDays`],
  })),
  washFold: [
    {
      name: 'washFoldUpToXLbs',
      label: 'Wash & Fold up to X lbs',
      unit: 'pounds',
      read: (s) => s.washFoldUpToXLbs,
    },
    {
      name: 'washFoldPerLb',
      label: 'Wash & Fold per lb ($)',
      unit: 'dollars',
      read: (s) => s.washFoldPerLbCents,
    },
    {
      name: 'washFoldMinimumPrice',
      label: 'Wash & Fold minimum price ($)',
      unit: 'dollars',
      read: (s) => s.washFoldMinimumPriceCents,
    },
    {
      name: 'selfDropOffMinimumLbs',
      label: 'Self drop-off minimum (lbs)',
      unit: 'pounds',
      read: (s) => s.selfDropOffMinimumLbs,
    },
    {
      name: 'selfDropOffBasePrice',
      label: 'Self drop-off price of the minimum ($)',
      unit: 'dollars',
      read: (s) => s.selfDropOffBasePriceCents,
    },
    {
      name: 'selfDropOffPerLb',
      label: 'Self drop-off per extra lb ($)',
      unit: 'dollars',
      read: (s) => s.selfDropOffPerLbCents,
    },
  ],
  organicWashFold: [
    {
      name: 'organicWashFoldUpToXLbs',
      label: 'Organic up to X lbs',
      unit: 'pounds',
      read: (s) => s.organicWashFoldUpToXLbs,
    },
    {
      name: 'organicWashFoldPerLb',
      label: 'Organic per lb ($)',
      unit: 'dollars',
      read: (s) => s.organicWashFoldPerLbCents,
    },
    {
      name: 'organicWashFoldMinimumPrice',
      label: 'Organic minimum price ($)',
      unit: 'dollars',
      read: (s) => s.organicWashFoldMinimumPriceCents,
    },
    {
      name: 'selfDropOffOrganicPerLb',
      label: 'Self drop-off organic per extra lb ($)',
      unit: 'dollars',
      read: (s) => s.selfDropOffOrganicPerLbCents,
    },
  ],
} satisfies Record<'minDelivery' | 'minDeliveryDays' | 'washFold' | 'organicWashFold', SectionField[]>;
export type FieldSection = keyof typeof FIELD_SECTIONS;

/** How a stored figure reads in the view mode (docs/rules/settings.md, What a region has: prices with 2 decimals). */
export function formatField(unit: FieldUnit, value: number): string {
  if (unit === 'dollars') return formatCents(value);
  if (unit === 'pounds') return `${value} lbs`;
  return value === 1 ? '1 business day' : `${value} business days`;
}

/** Section 2's selects, in the order of docs/rules/records.md, Regional settings. */
export const TIME_WINDOW_FIELDS = [
  ['firstPickUp', 'First pick-up'],
  ['lastPickUp', 'Last pick-up'],
  ['firstDelivery', 'First delivery'],
  ['lastDelivery', 'Last delivery'],
  ['firstSameDayPickUp', 'First same-day pick-up'],
  ['lastSameDayPickUp', 'Last same-day pick-up'],
  ['firstSameDayDelivery', 'First same-day delivery'],
] as const;
