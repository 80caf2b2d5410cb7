import { ComingSoon } from '../../ui/ComingSoon';

export function Signup() {
  return <ComingSoon title="Sign Up" />;
}
