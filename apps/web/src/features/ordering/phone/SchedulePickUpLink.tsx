import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { ButtonLink } from '../../../ui/Button';
import { useSession } from '../../auth/useSession';
import { startPhoneOrder } from './PhoneOrderBanner';

/**
 * The orders screen's Schedule a Pick Up. A customer starts their own order; staff start a phone order, whose first
 * step asks who it is for (docs/decisions/0087-phone-orders.md).
 */
export function SchedulePickUpLink() {
  const t = useT();
  const { isStaff, user } = useSession();
  return (
    <ButtonLink
      to={paths.order}
      variant="accent"
      onClick={isStaff && user ? () => startPhoneOrder(user.id) : undefined}
    >
      {t('ordering.phone.schedulePickUp')}
    </ButtonLink>
  );
}
