import { paths } from '../../routes/paths';

export interface NavLinkItem {
  to: string;
  label: string;
}

export const mainNavLinks: readonly NavLinkItem[] = [
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.floridaPricing, label: 'Florida Pricing' },
  { to: paths.specials, label: 'Specials' },
  { to: paths.locations, label: 'Locations' },
  { to: paths.promise, label: 'Our Promise' },
  { to: paths.businessServices, label: 'Business Services' },
  { to: paths.support, label: 'Support' },
];

/** docs/rules/public-site.md, What the site promises: phone support hours, one wording everywhere. */
export const PHONE_SUPPORT_HOURS = '8am to 10pm, 7 days a week';
