import type { ServiceKey } from '@laundry/validators/pricing';
import type { MessageId } from '../../../i18n/messageIds';
import { type OrderServiceSlug, orderServicePath } from '../../../routes/paths';
import type { IconName } from '../../../ui/Icon';

/**
 * Each service's name as the order flow shows it, in the page's language (docs/glossary.md): in English the words of
 * SERVICE_LABELS (@laundry/domain).
 */
export const SERVICE_NAME_IDS: Readonly<Record<ServiceKey, MessageId>> = {
  washFold: 'ordering.service.washFold',
  organicWashFold: 'ordering.service.organicWashFold',
  washPress: 'ordering.service.washPress',
  dryClean: 'ordering.service.dryClean',
  tailoring: 'ordering.service.tailoring',
  comforter: 'ordering.service.comforter',
};

export interface ServiceMeta {
  key: ServiceKey;
  slug: OrderServiceSlug;
  /** The service's name, as its tile and its step show it. */
  labelId: MessageId;
  icon: IconName;
  /** The tile's line under the name. */
  blurbId: MessageId;
  /** The step's heading; docs/rules/ordering.md, The steps words those of wash and press and comforter. */
  headingId: MessageId;
  path: string;
}

const meta = (key: ServiceKey, slug: OrderServiceSlug, icon: IconName): ServiceMeta => ({
  key,
  slug,
  labelId: SERVICE_NAME_IDS[key],
  icon,
  blurbId: `ordering.service.${key}.blurb` as const,
  headingId: `ordering.service.${key}.heading` as const,
  path: orderServicePath(slug),
});

/**
 * The six tiles of /app/order/services (docs/rules/ordering.md, The steps), in the product's order. Their words are
 * the `ordering` catalogue's (`ordering.service.<key>`, `.heading`, `.blurb`).
 */
export const SERVICES: readonly ServiceMeta[] = [
  meta('washFold', 'washfold', 'washer'),
  meta('organicWashFold', 'organicwashfold', 'leaf'),
  meta('washPress', 'washpress', 'shirt'),
  meta('dryClean', 'dryclean', 'hanger'),
  meta('tailoring', 'tailoring', 'scissors'),
  meta('comforter', 'comforter', 'bed'),
];

export function serviceBySlug(slug: string | undefined): ServiceMeta | undefined {
  return SERVICES.find((s) => s.slug === slug);
}

export function serviceByKey(key: ServiceKey): ServiceMeta {
  return SERVICES.find((s) => s.key === key)!;
}
