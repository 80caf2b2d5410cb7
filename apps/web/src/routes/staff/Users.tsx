import { ComingSoon } from '../../ui/ComingSoon';

export function Users() {
  return <ComingSoon title="Users" />;
}
