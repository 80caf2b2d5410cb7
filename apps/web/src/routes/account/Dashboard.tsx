import { Navigate } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';

/** docs/rules/staff-screens.md, Signed-in area: admins and super admins go to the orders list, everyone else to the order page. */
export function Dashboard() {
  // The /app guard renders this only once the session is known.
  return <Navigate to={useSession().landing} replace />;
}
