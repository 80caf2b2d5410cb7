import { SERVICE_KEYS, type ServiceKey } from '@laundry/validators/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';

export { SERVICE_KEYS, type ServiceKey };

/** The product's names for the six services (spec 000 section 1). */
export const SERVICE_LABELS: Readonly<Record<ServiceKey, string>> = {
  washFold: 'Wash & Fold',
  organicWashFold: 'Organic Wash & Fold',
  washPress: 'Wash & Press',
  dryClean: 'Dry Clean',
  tailoring: 'Tailoring',
  comforter: 'Comforter',
};

/** The services sold by weight; DECISIONS.md treats them apart for minimums and express delivery. */
export const WASH_FOLD_KINDS = ['washFold', 'organicWashFold'] as const;
export type WashFoldKind = (typeof WASH_FOLD_KINDS)[number];

export function isWashFoldKind(service: ServiceKey): service is WashFoldKind {
  return service === 'washFold' || service === 'organicWashFold';
}

/** DECISIONS.md "Surcharges and totals": each service has a minimum delivery amount per region. */
export function minimumDeliveryCents(settings: RegionalSettings, service: ServiceKey): number {
  switch (service) {
    case 'washFold':
      return settings.washFoldMinDeliveryCents;
    case 'organicWashFold':
      return settings.organicWashFoldMinDeliveryCents;
    case 'washPress':
      return settings.washPressMinDeliveryCents;
    case 'dryClean':
      return settings.dryCleanMinDeliveryCents;
    case 'tailoring':
      return settings.tailoringMinDeliveryCents;
    case 'comforter':
      return settings.comforterMinDeliveryCents;
  }
}

/** DECISIONS.md "Scheduling": each service has a minimum number of business days before delivery. */
export function minimumDeliveryDays(settings: RegionalSettings, service: ServiceKey): number {
  switch (service) {
    case 'washFold':
      return settings.washFoldMinDeliveryDays;
    case 'organicWashFold':
      return settings.organicWashFoldMinDeliveryDays;
    case 'washPress':
      return settings.washPressMinDeliveryDays;
    case 'dryClean':
      return settings.dryCleanMinDeliveryDays;
    case 'tailoring':
      return settings.tailoringMinDeliveryDays;
    case 'comforter':
      return settings.comforterMinDeliveryDays;
  }
}
