import { ComingSoon } from '../../ui/ComingSoon';

export function ForgotPassword() {
  return <ComingSoon title="Forgot your password?" />;
}
