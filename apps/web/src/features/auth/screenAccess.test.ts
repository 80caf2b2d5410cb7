import { describe, expect, it } from 'vitest';
import { guard, safeNext, screenAccess } from './screenAccess';
import type { Session } from './useSession';

const base: Session = {
  status: 'ready',
  user: null,
  isStaff: false,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/order',
  googleSignIn: false,
};
const as = (role: 'Customer' | 'Admin' | 'SuperAdmin'): Session => ({
  ...base,
  user: { role } as Session['user'],
  isStaff: role !== 'Customer',
  landing: role === 'Customer' ? '/app/order' : '/app/orders',
});
const guest: Session = { ...base, authorizedAsGuest: true };

describe('the /app guard (docs/rules/staff-screens.md, Signed-in area; docs/rules/roles.md, Who may do what)', () => {
  it.each([
    ['/app/order/address', 'guestOrUser'],
    ['/app/order/id/10001', 'guestOrUser'],
    ['/app/orders', 'user'],
    ['/app/account', 'user'],
    ['/app/dashboard', 'user'],
    ['/app/customers', 'staff'],
    ['/app/routes', 'staff'],
    ['/app/routes/tickets', 'staff'],
    ['/app/order/id/10001/ticket', 'staff'],
    ['/app/order/id/10001/receipt', 'guestOrUser'],
    ['/app/users', 'superAdmin'],
    ['/app/settings-florida', 'superAdmin'],
    ['/app/audit', 'superAdmin'],
    ['/app/driver', 'driver'],
  ])('%s needs %s', (path, access) => expect(screenAccess(path)).toBe(access));

  it('opens the driver screen to a Driver only, and no staff screen to a Driver (docs/decisions/0089-driver-role.md)', () => {
    const driver: Session = { ...base, user: { role: 'Driver' } as Session['user'], landing: '/app/driver' };
    expect(guard(driver, '/app/driver')).toEqual({ allow: true });
    expect(guard(driver, '/app/routes')).toEqual({ allow: false, redirectTo: '/app/driver' });
    expect(guard(driver, '/app/users')).toEqual({ allow: false, redirectTo: '/app/driver' });
    expect(guard(as('Admin'), '/app/driver')).toEqual({ allow: false, redirectTo: '/app/orders' });
    expect(guard(as('Customer'), '/app/driver')).toEqual({ allow: false, redirectTo: '/app/order' });
  });

  it('sends an unauthenticated visitor to /login and back afterwards', () => {
    expect(guard(base, '/app/account')).toEqual({ allow: false, redirectTo: '/login?next=%2Fapp%2Faccount' });
    expect(guard(guest, '/app/account')).toMatchObject({ allow: false });
    expect(guard(base, '/app/order/address')).toMatchObject({ allow: false });
  });

  it('lets guests into the order flow only, and each role into its screens', () => {
    expect(guard(guest, '/app/order/address')).toEqual({ allow: true });
    expect(guard(as('Customer'), '/app/customers')).toEqual({ allow: false, redirectTo: '/app/order' });
    expect(guard(as('Admin'), '/app/customers')).toEqual({ allow: true });
    expect(guard(as('Admin'), '/app/users')).toEqual({ allow: false, redirectTo: '/app/orders' });
    expect(guard(as('SuperAdmin'), '/app/users')).toEqual({ allow: true });
  });

  it('follows only this app’s own /app paths after log-in', () => {
    expect(safeNext('/app/order/id/10001')).toBe('/app/order/id/10001');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/login', 'javascript:alert(1)']) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});
