import { SERVICE_LABELS } from '@laundry/pricing';
import type { ServiceKey } from '@laundry/validators/pricing';
import { type OrderServiceSlug, orderServicePath } from '../../../routes/paths';
import type { IconName } from '../../../ui/Icon';

export interface ServiceMeta {
  key: ServiceKey;
  slug: OrderServiceSlug;
  label: string;
  icon: IconName;
  blurb: string;
  /** The step's heading; docs/rules/ordering.md, The steps words those of wash and press and comforter. */
  heading: string;
  path: string;
}

const meta = (
  key: ServiceKey,
  slug: OrderServiceSlug,
  icon: IconName,
  heading: string,
  blurb: string,
): ServiceMeta => ({
  key,
  slug,
  label: SERVICE_LABELS[key],
  icon,
  heading,
  blurb,
  path: orderServicePath(slug),
});

/** The six tiles of /app/order/services (docs/rules/ordering.md, The steps), in the product's order. */
export const SERVICES: readonly ServiceMeta[] = [
  meta(
    'washFold',
    'washfold',
    'washer',
    'How much laundry do you have?',
    'Everyday laundry washed, dried and folded, priced by the pound.',
  ),
  meta(
    'organicWashFold',
    'organicwashfold',
    'leaf',
    'How much laundry do you have?',
    'The same care with organic, plant-based detergents.',
  ),
  meta(
    'washPress',
    'washpress',
    'shirt',
    'What would you like washed and pressed?',
    'Shirts, pants and linens washed and pressed.',
  ),
  meta(
    'dryClean',
    'dryclean',
    'hanger',
    'What would you like dry cleaned?',
    'Suits, dresses and delicates, with press-only, crease and starch.',
  ),
  meta(
    'tailoring',
    'tailoring',
    'scissors',
    'What would you like tailored?',
    'Hems, tapers, zippers, sleeves and more.',
  ),
  meta(
    'comforter',
    'comforter',
    'bed',
    'Please select your comforter size and type.',
    'Full, Queen or King comforters, down or not.',
  ),
];

export function serviceBySlug(slug: string | undefined): ServiceMeta | undefined {
  return SERVICES.find((s) => s.slug === slug);
}

export function serviceByKey(key: ServiceKey): ServiceMeta {
  return SERVICES.find((s) => s.key === key)!;
}
