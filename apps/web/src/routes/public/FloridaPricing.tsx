import { ComingSoon } from '../../ui/ComingSoon';

export function FloridaPricing() {
  return <ComingSoon title="Florida Pricing" />;
}
