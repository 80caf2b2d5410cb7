import { ComingSoon } from '../../ui/ComingSoon';

export function VerifyEmail() {
  return <ComingSoon title="Verify Your Email" />;
}
