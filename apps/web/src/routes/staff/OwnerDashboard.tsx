import { Navigate } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { OwnerDashboardScreen } from '../../features/dashboard/OwnerDashboardScreen';

/**
 * /app/dashboard (docs/decisions/0090-owner-dashboard.md): the owner's dashboard for Admin and Super Admin (its charts
 * a chunk loaded on this page only, docs/decisions/0091-dashboard-charts.md); everyone else goes to their landing page.
 */
export function OwnerDashboard() {
  // The /app guard renders this only once the session is known.
  const session = useSession();
  if (!session.isStaff) return <Navigate to={session.landing} replace />;
  return <OwnerDashboardScreen superAdmin={session.user?.role === 'SuperAdmin'} />;
}
