import { StaffLocationsScreen } from '../../features/staffLocations/StaffLocationsScreen';

/** /app/locations: spec 000 §2 Locations list (SuperAdmin). */
export function StaffLocations() {
  return <StaffLocationsScreen />;
}
