import { StaffSpecialsScreen } from '../../features/specials/staff/StaffSpecialsScreen';

/** /app/specials: spec 000 §2 Specials list (SuperAdmin). */
export function StaffSpecials() {
  return <StaffSpecialsScreen />;
}
