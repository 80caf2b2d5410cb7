import { ComingSoon } from '../../ui/ComingSoon';

export function OrderAddress() {
  return <ComingSoon title="Your Address" />;
}
