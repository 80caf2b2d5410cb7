import { StaffLocationsScreen } from '../../features/staffLocations/StaffLocationsScreen';

/** /app/locations: docs/rules/staff-screens.md, Locations (SuperAdmin). */
export function StaffLocations() {
  return <StaffLocationsScreen />;
}
