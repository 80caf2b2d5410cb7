import { ComingSoon } from '../../ui/ComingSoon';

export function OrderThankYou() {
  return <ComingSoon title="Thank You for Your Order" />;
}
