import type { MessageId } from '../../i18n/messageIds';
import { paths } from '../../routes/paths';

export interface NavLinkItem {
  to: string;
  /** The link's words, in the layout's catalogue (docs/rules/languages.md). */
  label: MessageId;
}

export const mainNavLinks: readonly NavLinkItem[] = [
  { to: paths.pricing, label: 'layout.nav.pricing' },
  { to: paths.floridaPricing, label: 'layout.nav.floridaPricing' },
  { to: paths.specials, label: 'layout.nav.specials' },
  { to: paths.locations, label: 'layout.nav.locations' },
  { to: paths.promise, label: 'layout.nav.promise' },
  { to: paths.businessServices, label: 'layout.nav.businessServices' },
  { to: paths.support, label: 'layout.nav.support' },
];

/** docs/rules/public-site.md, What the site promises: phone support hours, one wording everywhere. */
export const PHONE_SUPPORT_HOURS = '8am to 10pm, 7 days a week';
