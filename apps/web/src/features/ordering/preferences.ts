import type { CustomerPreferences } from '@laundry/domain';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../auth/useSession';
import { usePhoneOrder } from './phone/phoneOrder';

/**
 * The preferences of the customer an order is being made for (docs/decisions/0093-customer-preferences.md, Filling a
 * new order): the signed-in customer's own, or on a phone order the customer staff are ordering for; null for a guest,
 * for staff ordering for no one, and until saved.
 */
export function useOrderingPreferences(): CustomerPreferences | null {
  const trpc = useTRPC();
  const session = useSession();
  const phone = usePhoneOrder(session.isStaff ? session.user?.id : null);
  const customerId = phone?.status === 'chosen' ? phone.customer.id : null;
  const own = useQuery({
    ...trpc.preferences.mine.queryOptions(),
    enabled: session.user?.role === 'Customer',
  });
  const forCustomer = useQuery({
    ...trpc.preferences.customer.queryOptions({ userId: customerId ?? '' }),
    enabled: customerId !== null,
  });
  return (customerId !== null ? forCustomer.data : own.data) ?? null;
}

/** A dry clean garment's starch from the preferences, as far as the garment's choices go (medium has none: light). */
const STARCH: Record<CustomerPreferences['starch'], 'noStarch' | 'lightStarch' | 'heavyStarch'> = {
  none: 'noStarch',
  light: 'lightStarch',
  medium: 'lightStarch',
  heavy: 'heavyStarch',
};

export function preferredStarch(
  preferences: CustomerPreferences | null,
): 'noStarch' | 'lightStarch' | 'heavyStarch' {
  return preferences ? STARCH[preferences.starch] : 'noStarch';
}
