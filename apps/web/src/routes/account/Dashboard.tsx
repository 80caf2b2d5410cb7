import { Navigate } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { paths } from '../paths';

/** spec 000 §2: admins and super admins go to the orders list, everyone else to the order page. */
export function Dashboard() {
  const { isStaff } = useSession();
  return <Navigate to={isStaff ? paths.orders : paths.order} replace />;
}
