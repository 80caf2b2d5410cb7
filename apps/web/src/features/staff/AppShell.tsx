import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../auth/useSession';
import { RootLayout } from '../layout/RootLayout';
import { StaffLayout } from './StaffLayout';
import { isAppPath, usesStaffLayout } from './staffNav';

/**
 * Picks the page frame: Admin and SuperAdmin on an /app screen work in the staff layout; everyone else,
 * and every public page, keeps the site's header and footer (spec 000 §2).
 */
export function AppShell() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading' && isAppPath(pathname)) {
    // Until the server says who this is, an /app screen shows only its own loading state, so neither
    // frame flashes before the right one.
    return (
      <>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <ScrollRestoration />
      </>
    );
  }
  if (session.user && usesStaffLayout(session.user.role, pathname))
    return <StaffLayout user={session.user} />;
  return <RootLayout />;
}
