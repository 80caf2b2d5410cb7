import { StaffLocationsScreen } from '../../features/locations/staff/StaffLocationsScreen';

/** /app/locations: docs/rules/staff-screens.md, Locations (SuperAdmin). */
export function StaffLocations() {
  return <StaffLocationsScreen />;
}
