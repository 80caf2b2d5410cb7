import { ComingSoon } from '../../ui/ComingSoon';

export function Pricing() {
  return <ComingSoon title="Pricing" />;
}
