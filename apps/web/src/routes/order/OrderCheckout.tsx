import { ComingSoon } from '../../ui/ComingSoon';

export function OrderCheckout() {
  return <ComingSoon title="Checkout" />;
}
