import {
  minimumDeliveryCents,
  minimumDeliveryShortfallCents,
  type ServiceLine,
  WASH_FOLD_KINDS,
} from '@laundry/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import { i18n } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/messageIds';
import type { MessageValues } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { SERVICE_NAME_IDS } from '../services/serviceMeta';

/**
 * Why the order carries a minimum delivery surcharge, one sentence per service below its minimum, said
 * from the moment the service is on the order rather than first at checkout (docs/rules/pricing.md,
 * Surcharges). "Add $X more" is said only where adding that much to the service removes the whole
 * charge: always for the wash and fold kinds, which top up their own shortfall; for the other services
 * only when one of them alone is short, since only their largest shortfall is charged. In the page's language: `t`
 * is the screen's useT().
 */
export function minimumDeliveryReasons(
  lines: readonly ServiceLine[],
  settings: RegionalSettings,
  t: (id: MessageId, values?: MessageValues) => string = (id, values) => i18n._(id, values),
): string[] {
  const short = lines.filter(
    (line) => minimumDeliveryShortfallCents(settings, line.service, line.quoteCents) > 0,
  );
  const otherShort = short.filter((line) => !(WASH_FOLD_KINDS as readonly string[]).includes(line.service));
  return short.map((line) => {
    const service = t(SERVICE_NAME_IDS[line.service]);
    const minimum = formatCents(minimumDeliveryCents(settings, line.service));
    const alone = (WASH_FOLD_KINDS as readonly string[]).includes(line.service) || otherShort.length === 1;
    if (!alone) return t('ordering.summary.minimumReason', { service, minimum });
    const more = formatCents(minimumDeliveryShortfallCents(settings, line.service, line.quoteCents));
    return t('ordering.summary.minimumReasonAdd', { service, minimum, more });
  });
}
