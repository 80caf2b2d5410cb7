import {
  matrixCustomer,
  matrixLocation,
  matrixLocationInput,
  matrixSpecial,
} from '@laundry/api/testing/permissionMatrix';
import type { RestCase } from './restMatrix';

const fresh = () => `rest-staff-${crypto.randomUUID()}@example.test`;
const specialBody = () => ({
  name: 'REST Special',
  code: `R${crypto.randomUUID().slice(0, 8)}`,
  expirationDate: '2099-12-31',
  firstTimeOnly: false,
  discountAmount: '5.00',
});

/**
 * The staff administration paths of docs/rules/rest-compatibility.md in the permission matrix: users, locations and specials
 * are the Super Admin's, customers staff's (docs/rules/roles.md, Who may do what). GET /api/user/{id} names the world's
 * customer: the customer reads their own account, staff read customers, another customer nothing.
 */
export const staffAdminRestMatrix: Record<string, RestCase> = {
  'GET /api/users': { access: 'superAdmin', call: () => ({}) },
  'GET /api/users/search': { access: 'superAdmin', call: () => ({ query: { searchtext: 'a' } }) },
  'GET /api/user/:id': {
    access: 'ownAccount',
    except: { admin: 'ok', superAdmin: 'ok' },
    call: ({ world }) => ({ path: `/api/user/${world.customer.user!.id}` }),
  },
  'POST /api/admin/user': {
    access: 'superAdmin',
    call: async ({ db }) => ({
      payload: {
        firstName: 'New',
        lastName: 'Staff',
        email: fresh(),
        password: 'a temporary password',
        role: 'Admin',
        location: (await matrixLocation(db)).id,
      },
    }),
  },

  'GET /api/customers': { access: 'staff', call: () => ({}) },
  'GET /api/customers/search': { access: 'staff', call: () => ({ query: { searchtext: 'a' } }) },
  'GET /api/customers/export': { access: 'staff', call: () => ({ query: { searchtext: 'a' } }) },
  'POST /api/admin/customer': {
    access: 'staff',
    call: () => ({ payload: { firstName: 'New', email: fresh() } }),
  },
  'POST /api/customer/:id': {
    access: 'staff',
    call: async ({ db }) => {
      const customer = await matrixCustomer(db);
      return {
        path: `/api/customer/${customer.id}`,
        payload: { firstName: 'Changed', email: customer.email },
      };
    },
  },

  'POST /api/admin/location': { access: 'superAdmin', call: () => ({ payload: matrixLocationInput }) },
  'POST /api/location/:id': {
    access: 'superAdmin',
    call: async ({ db }) => ({
      path: `/api/location/${(await matrixLocation(db)).id}`,
      payload: matrixLocationInput,
    }),
  },
  'DELETE /api/location/:id': {
    access: 'superAdmin',
    call: async ({ db }) => ({ path: `/api/location/${(await matrixLocation(db)).id}` }),
  },

  'POST /api/admin/special': { access: 'superAdmin', call: () => ({ payload: specialBody() }) },
  'PUT /api/special/:id': {
    access: 'superAdmin',
    call: async ({ db }) => ({
      path: `/api/special/${(await matrixSpecial(db)).id}`,
      payload: specialBody(),
    }),
  },
  'DELETE /api/special/:id': {
    access: 'superAdmin',
    call: async ({ db }) => ({ path: `/api/special/${(await matrixSpecial(db)).id}` }),
  },
};
