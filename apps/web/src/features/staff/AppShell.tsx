import { lazy, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { type SessionUser, useSession } from '../auth/useSession';
import { RootLayout } from '../layout/RootLayout';
import { useScrollToTop } from '../layout/useScrollToTop';
import { isAppPath, usesStaffLayout } from './staffFrame';

type Frame = { kind: 'site' } | { kind: 'staff'; user: SessionUser };

/**
 * The staff layout is a chunk of its own (with its styles), so the public pages, which never show it, do not load
 * it (scripts/checkBundleSize.mjs; docs/decisions/0101-customer-side-in-spanish.md).
 */
const StaffLayout = lazy(() => import('./StaffLayout').then((module) => ({ default: module.StaffLayout })));

/**
 * Picks the page frame: Admin and SuperAdmin on an /app screen work in the staff layout; everyone else,
 * and every public page, keeps the site's header and footer (docs/rules/staff-screens.md, Signed-in area).
 */
export function AppShell() {
  const session = useSession();
  const { pathname } = useLocation();
  const last = useRef<Frame | null>(null);
  useScrollToTop();

  let frame: Frame | null;
  if (session.status === 'loading') {
    // While the session is asked again (after a guest authorization, say), the frame stays as it was,
    // so the screen inside keeps its state. On the first load of an /app screen neither frame shows
    // until the server says who this is, so the wrong one never flashes.
    frame = last.current ?? (isAppPath(pathname) ? null : { kind: 'site' });
  } else if (session.user && usesStaffLayout(session.user.role, pathname)) {
    frame = { kind: 'staff', user: session.user };
  } else {
    frame = { kind: 'site' };
  }
  if (frame && session.status === 'ready') last.current = frame;

  if (frame === null) {
    return (
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    );
  }
  if (frame.kind === 'site') return <RootLayout />;
  return (
    <Suspense fallback={null}>
      <StaffLayout user={frame.user} />
    </Suspense>
  );
}
