import {
  minimumDeliveryCents,
  minimumDeliveryShortfallCents,
  SERVICE_LABELS,
  type ServiceLine,
  WASH_FOLD_KINDS,
} from '@laundry/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import { formatCents } from '../../../lib/money';

/**
 * Why the order carries a minimum delivery surcharge, one sentence per service below its minimum, said
 * from the moment the service is on the order rather than first at checkout (docs/rules/pricing.md,
 * Surcharges). "Add $X more" is said only where adding that much to the service removes the whole
 * charge: always for the wash and fold kinds, which top up their own shortfall; for the other services
 * only when one of them alone is short, since only their largest shortfall is charged.
 */
export function minimumDeliveryReasons(lines: readonly ServiceLine[], settings: RegionalSettings): string[] {
  const short = lines.filter(
    (line) => minimumDeliveryShortfallCents(settings, line.service, line.quoteCents) > 0,
  );
  const otherShort = short.filter((line) => !(WASH_FOLD_KINDS as readonly string[]).includes(line.service));
  return short.map((line) => {
    const label = SERVICE_LABELS[line.service];
    const minimum = formatCents(minimumDeliveryCents(settings, line.service));
    const reason = `${label} orders under ${minimum} include a minimum delivery charge.`;
    const alone = (WASH_FOLD_KINDS as readonly string[]).includes(line.service) || otherShort.length === 1;
    if (!alone) return reason;
    const more = formatCents(minimumDeliveryShortfallCents(settings, line.service, line.quoteCents));
    return `${reason} Add ${more} more of ${label} to remove it.`;
  });
}
