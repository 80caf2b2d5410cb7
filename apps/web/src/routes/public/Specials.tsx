import { ComingSoon } from '../../ui/ComingSoon';

export function Specials() {
  return <ComingSoon title="Specials" />;
}
