import { ComingSoon } from '../../ui/ComingSoon';

export function StaffLocations() {
  return <ComingSoon title="Locations" />;
}
