import { ComingSoon } from '../../ui/ComingSoon';

export function Customers() {
  return <ComingSoon title="Customers" />;
}
