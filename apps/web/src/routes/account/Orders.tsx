import { useSession } from '../../features/auth/useSession';
import { ComingSoon } from '../../ui/ComingSoon';

/** spec 000 §2: Order History for customers, the orders list for staff. */
export function Orders() {
  const { isStaff } = useSession();
  return <ComingSoon title={isStaff ? 'Orders' : 'Order History'} />;
}
