import { DEFAULT_PREFERENCES } from '@laundry/domain';
import { matrixCustomer } from './staffAdminMatrix';
import type { ProcedureCase } from './trpcMatrix';

/**
 * A customer's preferences (docs/decisions/0093-customer-preferences.md): the customer's own (staff and Drivers
 * have none), and any customer's for staff; a Driver neither.
 */
const customersOnly = { admin: 'forbidden', superAdmin: 'forbidden', driver: 'forbidden' } as const;

export const preferencesMatrix: Record<string, ProcedureCase> = {
  'preferences.mine': {
    access: 'signedIn',
    except: customersOnly,
    call: ({ caller }) => caller.preferences.mine(),
  },
  'preferences.save': {
    access: 'signedIn',
    except: customersOnly,
    call: ({ caller }) => caller.preferences.save({ ...DEFAULT_PREFERENCES, note: 'Matrix' }),
  },
  'preferences.customer': {
    access: 'staff',
    call: async ({ caller, db }) => caller.preferences.customer({ userId: (await matrixCustomer(db)).id }),
  },
  'preferences.saveForCustomer': {
    access: 'staff',
    call: async ({ caller, db }) =>
      caller.preferences.saveForCustomer({
        userId: (await matrixCustomer(db)).id,
        preferences: { ...DEFAULT_PREFERENCES, starch: 'light' },
      }),
  },
};
