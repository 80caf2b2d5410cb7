import { paths } from '../../routes/paths';
import type { UserRole } from '../auth/useSession';

export interface StaffNavItem {
  to: string;
  label: string;
  /** Screens reached from this one that keep it marked as the current place (an order from the list). */
  alsoActiveUnder?: string;
}

/**
 * The staff screens (docs/rules/staff-screens.md, Signed-in area; docs/rules/roles.md, Who may do what): Admin works on orders and customers,
 * SuperAdmin also on users, locations, specials, both settings screens and the audit log. The server
 * checks every call again; this list only decides what the navigation offers.
 */
const adminItems: readonly StaffNavItem[] = [
  // The owner's dashboard (docs/decisions/0090-owner-dashboard.md).
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.orders, label: 'Orders', alsoActiveUnder: '/app/order/id/' },
  { to: paths.customers, label: 'Customers' },
  // Issue 37 (docs/decisions/0085-route-sheet-printing.md): the day's pick-ups and deliveries; its tickets page keeps it marked.
  { to: paths.routes, label: 'Routes' },
];

const superAdminItems: readonly StaffNavItem[] = [
  { to: paths.users, label: 'Users' },
  { to: paths.staffLocations, label: 'Locations' },
  { to: paths.staffSpecials, label: 'Specials' },
  { to: paths.settings, label: 'Settings' },
  { to: paths.settingsFlorida, label: 'Settings Florida' },
  { to: paths.audit, label: 'Audit' },
];

export function staffNavItems(role: UserRole): readonly StaffNavItem[] {
  if (role === 'SuperAdmin') return [...adminItems, ...superAdminItems];
  if (role === 'Admin') return adminItems;
  return [];
}

/** The role as staff read it in the header. */
export const ROLE_LABELS: Record<UserRole, string> = {
  Customer: 'Customer',
  Admin: 'Admin',
  SuperAdmin: 'Super Admin',
  Driver: 'Driver',
};

export function isNavItemActive(item: StaffNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === item.to || path.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveUnder !== undefined && path.startsWith(item.alsoActiveUnder);
}
