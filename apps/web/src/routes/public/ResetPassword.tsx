import { ComingSoon } from '../../ui/ComingSoon';

export function ResetPassword() {
  return <ComingSoon title="Reset your password." />;
}
