import { StaffSpecialsScreen } from '../../features/specials/staff/StaffSpecialsScreen';

/** /app/specials: docs/rules/staff-screens.md, Specials (SuperAdmin). */
export function StaffSpecials() {
  return <StaffSpecialsScreen />;
}
