import {
  anotherStore,
  customersOrder,
  laterDelivery,
  pickedUpOrder,
  weighedServices,
} from '@laundry/api/testing/permissionMatrix';
import type { RestCase } from './restMatrix';

/**
 * The orders list, export and an order's status, location and schedule paths in the permission matrix:
 * lists for signed-in people (each sees what is theirs), export, status and location for staff, and the
 * schedule for the order's owner or staff.
 */
export const orderLifecycleRestMatrix: Record<string, RestCase> = {
  'GET /api/orders': { access: 'signedIn', call: () => ({ query: { sortby: 'orderId', sortorder: '-1' } }) },
  'POST /api/orders/filter': { access: 'signedIn', call: () => ({ payload: { searchtext: 'a' } }) },
  'GET /api/orders/export': { access: 'staff', call: () => ({ query: { status: 'New' } }) },
  'POST /api/orders/export': { access: 'staff', call: () => ({ payload: { status: 'New' } }) },
  'POST /api/order/status': {
    access: 'staff',
    call: async (args) => ({
      payload: { orderId: (await customersOrder(args)).orderId, status: 'En Route for Pick Up' },
    }),
  },
  'POST /api/order/location': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      return { payload: { orderId, location: await anotherStore(args, orderId) } };
    },
  },
  'POST /api/order/weighin': {
    access: 'staff',
    call: async (args) => ({
      payload: { orderId: (await pickedUpOrder(args)).orderId, order: weighedServices, notes: 'Weighed' },
    }),
  },
  'POST /api/order/schedule': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      return { payload: { orderId, ...(await laterDelivery(args, orderId)) } };
    },
  },
};
