import { describe, expect, it } from 'vitest';
import { usesStaffLayout } from './staffFrame';
import { isNavItemActive, staffNavItems } from './staffNav';

describe('the staff navigation (docs/rules/staff-screens.md, Signed-in area; docs/rules/roles.md, Who may do what)', () => {
  it('offers Admin orders and customers, and SuperAdmin every staff screen', () => {
    expect(staffNavItems('Admin').map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Routes',
    ]);
    expect(staffNavItems('SuperAdmin').map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Routes',
      'Users',
      'Locations',
      'Specials',
      'Settings',
      'Settings Florida',
      'Audit',
    ]);
    expect(staffNavItems('Customer')).toEqual([]);
  });

  it('frames only staff, and only on /app screens', () => {
    expect(usesStaffLayout('Admin', '/app/orders')).toBe(true);
    expect(usesStaffLayout('SuperAdmin', '/app/order/id/x')).toBe(true);
    expect(usesStaffLayout('SuperAdmin', '/pricing')).toBe(false);
    expect(usesStaffLayout('SuperAdmin', '/application')).toBe(false);
    expect(usesStaffLayout('Customer', '/app/orders')).toBe(false);
    expect(usesStaffLayout(null, '/app/orders')).toBe(false);
  });

  it('keeps Orders marked on an order opened from the list, and Settings apart from Settings Florida', () => {
    const [, orders, , routes, , , , settings] = staffNavItems('SuperAdmin');
    expect(isNavItemActive(orders!, '/app/order/id/abc')).toBe(true);
    expect(isNavItemActive(orders!, '/app/order/address')).toBe(false);
    expect(isNavItemActive(routes!, '/app/routes/tickets')).toBe(true);
    expect(isNavItemActive(settings!, '/app/settings')).toBe(true);
    expect(isNavItemActive(settings!, '/app/settings-florida')).toBe(false);
  });
});
