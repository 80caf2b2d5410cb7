/**
 * The kinds of caller the access levels speak of (docs/rules/roles.md, Who may do what): no session, a guest, the
 * customer whose account a path names and another customer, an Admin, a Super Admin, a Driver.
 */
export const CALLER_KINDS = [
  'anonymous',
  'guest',
  'customer',
  'otherCustomer',
  'admin',
  'superAdmin',
  'driver',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** How a call ended, as far as permissions go; a specific AppError code when a case expects one. */
export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_INPUT';

/**
 * The access levels of docs/rules/roles.md, Who may do what, as the outcome for each kind of caller.
 * `ownAccount` paths name the customer's account: only that customer reaches it; another customer,
 * and staff too, are refused (staff manage people through the customers and users screens).
 * A driver (docs/decisions/0089-driver-role.md) is a signed-in user who is not staff: refused wherever staff are
 * needed, and like staff refused a customer's own-account paths.
 */
export const ACCESS = {
  public: {
    anonymous: 'ok',
    guest: 'ok',
    customer: 'ok',
    otherCustomer: 'ok',
    admin: 'ok',
    superAdmin: 'ok',
    driver: 'ok',
  },
  guestOrUser: {
    anonymous: 'unauthenticated',
    guest: 'ok',
    customer: 'ok',
    otherCustomer: 'ok',
    admin: 'ok',
    superAdmin: 'ok',
    driver: 'ok',
  },
  signedIn: {
    anonymous: 'unauthenticated',
    guest: 'unauthenticated',
    customer: 'ok',
    otherCustomer: 'ok',
    admin: 'ok',
    superAdmin: 'ok',
    driver: 'ok',
  },
  ownAccount: {
    anonymous: 'unauthenticated',
    guest: 'unauthenticated',
    customer: 'ok',
    otherCustomer: 'forbidden',
    admin: 'forbidden',
    superAdmin: 'forbidden',
    driver: 'forbidden',
  },
  staff: {
    anonymous: 'unauthenticated',
    guest: 'unauthenticated',
    customer: 'forbidden',
    otherCustomer: 'forbidden',
    admin: 'ok',
    superAdmin: 'ok',
    driver: 'forbidden',
  },
  superAdmin: {
    anonymous: 'unauthenticated',
    guest: 'unauthenticated',
    customer: 'forbidden',
    otherCustomer: 'forbidden',
    admin: 'forbidden',
    superAdmin: 'ok',
    driver: 'forbidden',
  },
  /** The driver's screen (docs/decisions/0089-driver-role.md): Drivers only; a driver is not staff. */
  driver: {
    anonymous: 'unauthenticated',
    guest: 'unauthenticated',
    customer: 'forbidden',
    otherCustomer: 'forbidden',
    admin: 'forbidden',
    superAdmin: 'forbidden',
    driver: 'ok',
  },
} as const satisfies Record<string, Record<CallerKind, Outcome>>;

export type Access = keyof typeof ACCESS;
