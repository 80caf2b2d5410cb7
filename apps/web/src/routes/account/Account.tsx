import { ComingSoon } from '../../ui/ComingSoon';

export function Account() {
  return <ComingSoon title="Your Account" />;
}
