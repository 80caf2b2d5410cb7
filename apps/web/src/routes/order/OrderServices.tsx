import { ComingSoon } from '../../ui/ComingSoon';

export function OrderServices() {
  return <ComingSoon title="Choose Your Services" />;
}
