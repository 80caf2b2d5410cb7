import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui/Spinner';
import { guard } from './screenAccess';
import { useSession } from './useSession';

/**
 * Wraps every /app screen: an unauthenticated visitor is sent to /login (docs/rules/staff-screens.md, Signed-in area), a signed-in
 * person without the role to their own landing page. The server checks every call again on its own.
 */
export function AppGuard() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <div className="container page page-loading">
        <Spinner />
      </div>
    );
  }
  const decision = guard(session, location.pathname, location.search);
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
