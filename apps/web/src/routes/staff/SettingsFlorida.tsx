import { ComingSoon } from '../../ui/ComingSoon';

export function SettingsFlorida() {
  return <ComingSoon title="Settings FL" />;
}
