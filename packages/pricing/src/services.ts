import {
  isWashFoldKind,
  SERVICE_KEYS,
  SERVICE_LABELS,
  type ServiceKey,
  WASH_FOLD_KINDS,
  type WashFoldKind,
} from '@laundry/domain';
import type { RegionalSettings } from '@laundry/validators/settings';

/** The six services, their labels and the wash and fold kinds, from their one definition (packages/domain/src/services.ts). */
export { isWashFoldKind, SERVICE_KEYS, SERVICE_LABELS, type ServiceKey, WASH_FOLD_KINDS, type WashFoldKind };

/** docs/rules/pricing.md, Surcharges: each service has a minimum delivery amount per region. */
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

/** docs/rules/scheduling.md, Delivery: each service has a minimum number of business days before delivery. */
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
