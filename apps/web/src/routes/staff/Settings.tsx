import { ComingSoon } from '../../ui/ComingSoon';

export function Settings() {
  return <ComingSoon title="Settings" />;
}
