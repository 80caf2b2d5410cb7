import { UsersScreen } from '../../features/users/UsersScreen';

/** /app/users: docs/rules/staff-screens.md, Users (SuperAdmin). */
export function Users() {
  return <UsersScreen />;
}
