import type { ActorName } from './world';

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
} as const satisfies Record<string, Record<ActorName, Outcome>>;

export type Access = keyof typeof ACCESS;

export interface MatrixCase<Call> {
  access: Access;
  /** Outcomes that differ from the access level for a reason of the product, not of permission. */
  except?: Partial<Record<ActorName, Outcome>>;
  call: Call;
}

export function expectedOutcome(entry: MatrixCase<unknown>, actor: ActorName): Outcome {
  return entry.except?.[actor] ?? ACCESS[entry.access][actor];
}
