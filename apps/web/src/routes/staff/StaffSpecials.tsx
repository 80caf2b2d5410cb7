import { ComingSoon } from '../../ui/ComingSoon';

export function StaffSpecials() {
  return <ComingSoon title="Specials" />;
}
