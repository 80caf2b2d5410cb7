import { UsersScreen } from '../../features/users/UsersScreen';

/** /app/users: spec 000 §2 Users list (SuperAdmin). */
export function Users() {
  return <UsersScreen />;
}
