import { useT } from '../../i18n/useT';
import { useSession } from '../auth/useSession';

/**
 * A customer whose e-mail is not verified yet does not see the orders they placed as a guest with it: those join the
 * account once the e-mail is verified (docs/decisions/0041-order-links.md). Said where they would look for them.
 */
export function GuestOrdersNote() {
  const t = useT();
  const { user } = useSession();
  if (user?.role !== 'Customer' || user.emailVerified) return null;
  return <p className="orders-guest-note">{t('account.orders.guestNote', { email: user.email })}</p>;
}
