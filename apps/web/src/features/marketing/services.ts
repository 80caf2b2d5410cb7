import type { IconName } from '../../ui/Icon';

export interface ServiceSummary {
  name: string;
  icon: IconName;
  description: string;
}

/** docs/rules/public-site.md, What the site promises: the six services, in the product's names. */
export const services: readonly ServiceSummary[] = [
  {
    name: 'Wash & Fold',
    icon: 'washer',
    description: 'Everyday laundry washed, dried and neatly folded, priced by the pound.',
  },
  {
    name: 'Organic Wash & Fold',
    icon: 'leaf',
    description: 'The same care with eco-friendly detergents that are gentle on sensitive skin.',
  },
  {
    name: 'Dry Clean',
    icon: 'hanger',
    description:
      'Organic dry cleaning for suits, dresses, coats and delicates, with press-only and starch options.',
  },
  {
    name: 'Wash & Press',
    icon: 'shirt',
    description:
      'Shirts and washables laundered and crisply pressed. Shirts are just $1.99 in New York City.',
  },
  {
    name: 'Tailoring',
    icon: 'scissors',
    description: 'Hems, tapering, zippers, sleeves, waists, patches, linings and repairs.',
  },
  {
    name: 'Comforter',
    icon: 'bed',
    description: 'Full, queen and king comforters, down or not down, cleaned and returned fresh.',
  },
];
