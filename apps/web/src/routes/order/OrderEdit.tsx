import { ComingSoon } from '../../ui/ComingSoon';

export function OrderEdit() {
  return <ComingSoon title="Edit Your Order" />;
}
