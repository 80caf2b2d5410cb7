import type { Session } from './useSession';

/** Who may open an /app screen (docs/rules/staff-screens.md, Signed-in area; docs/rules/roles.md, Who may do what). */
export type ScreenAccess = 'guestOrUser' | 'user' | 'staff' | 'superAdmin' | 'driver';

const superAdminScreens = [
  '/app/users',
  '/app/locations',
  '/app/specials',
  '/app/settings',
  '/app/settings-florida',
  // docs/rules/roles.md, Audit trail.
  '/app/audit',
];

export function screenAccess(pathname: string): ScreenAccess {
  const path = pathname.replace(/\/+$/, '');
  // docs/decisions/0085-route-sheet-printing.md: an order's ticket is printed by staff.
  if (/^\/app\/order\/id\/[^/]+\/ticket$/.test(path)) return 'staff';
  // The order flow is open to guests (Continue as a Guest); every other /app screen needs a sign-in.
  if (path === '/app/order' || path.startsWith('/app/order/')) return 'guestOrUser';
  if (path === '/app/customers' || path === '/app/routes' || path === '/app/routes/tickets') return 'staff';
  if (superAdminScreens.includes(path)) return 'superAdmin';
  // docs/decisions/0089-driver-role.md: the driver's day is Drivers only.
  if (path === '/app/driver') return 'driver';
  return 'user';
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** An unauthenticated visitor goes to /login (and comes back after); a signed-in person without the role, home. */
export function guard(session: Session, pathname: string, search = ''): GuardDecision {
  const access = screenAccess(pathname);
  if (access === 'guestOrUser' && session.authorizedAsGuest) return { allow: true };
  if (!session.user)
    return { allow: false, redirectTo: `/login?next=${encodeURIComponent(pathname + search)}` };
  if (access === 'staff' && !session.isStaff) return { allow: false, redirectTo: session.landing };
  if (access === 'driver' && session.user.role !== 'Driver')
    return { allow: false, redirectTo: session.landing };
  if (access === 'superAdmin' && session.user.role !== 'SuperAdmin') {
    return { allow: false, redirectTo: session.landing };
  }
  return { allow: true };
}

/** A `next` path that is safe to follow after log-in: one of this app's own /app screens. */
export function safeNext(next: string | null): string | null {
  if (!next || !/^\/app\/[\w\-/.%?=&]*$/.test(next) || next.startsWith('//')) return null;
  return next;
}
