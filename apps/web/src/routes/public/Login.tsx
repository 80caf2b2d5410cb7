import { ComingSoon } from '../../ui/ComingSoon';

export function Login() {
  return <ComingSoon title="Log In" />;
}
