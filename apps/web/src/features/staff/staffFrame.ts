import type { UserRole } from '../auth/useSession';

/*
 * Which frame a page is drawn in, apart from the staff navigation's items: the entry decides the frame on every page
 * (AppShell), while the items load with the staff layout only (docs/decisions/0101-customer-side-in-spanish.md).
 */

/** docs/rules/roles.md, Who may do what: Admin and SuperAdmin work in the staff layout; customers and guests keep the site's. */
export function usesStaffLayout(role: UserRole | null | undefined, pathname: string): boolean {
  return (role === 'Admin' || role === 'SuperAdmin') && isAppPath(pathname);
}

export function isAppPath(pathname: string): boolean {
  return pathname === '/app' || pathname.startsWith('/app/');
}
