import { SERVICE_KEYS, SERVICE_LABELS } from '@laundry/pricing';
import { SPECIAL_DRY_CLEAN_ITEMS, SPECIAL_TAILORING_ITEMS } from '@laundry/validators/special';
import { formatCalendarDate } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import type { RouterOutputs } from '../../../lib/trpc';

export type StaffSpecial = RouterOutputs['specials']['update'];

export const SERVICE_CHOICES = SERVICE_KEYS.map((key) => ({ key, label: SERVICE_LABELS[key] }));

const ITEM_LABELS: Record<string, string> = { outerjacket: 'Outer Jacket', sportjacket: 'Sport Jacket' };
const itemLabel = (key: string) => ITEM_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
export const TAILORING_ITEM_CHOICES = SPECIAL_TAILORING_ITEMS.map((key) => ({ key, label: itemLabel(key) }));
export const DRY_CLEAN_ITEM_CHOICES = SPECIAL_DRY_CLEAN_ITEMS.map((key) => ({ key, label: itemLabel(key) }));

/**
 * docs/rules/staff-screens.md, Specials: Expires as month, day and year ('2027-12-31' -> 'Dec 31, 2027'): a month-day
 * alone reads the same every year (docs/decisions/0072-dates-carry-their-year.md).
 */
export const expiresLabel = formatCalendarDate;

/** docs/rules/pricing.md, Promotions: a special that flags no service applies to every service. */
export function applicableServices(special: Pick<StaffSpecial, 'services'>): string {
  const flagged = SERVICE_CHOICES.filter(({ key }) => special.services[key]).map(({ label }) => label);
  return flagged.length === 0 ? 'Every service' : flagged.join(', ');
}

export const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));
export const percent = (value: number | null) => (value === null ? '' : `${value}%`);
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** docs/decisions/0092-promotion-limits.md: '3 of 100 used', or 'No limit (3 used)'. */
export function usesLabel(maxUses: number | null, used: number): string {
  return maxUses === null ? `No limit (${used} used)` : `${used} of ${maxUses} used`;
}
