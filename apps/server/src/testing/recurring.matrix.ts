import { testSeries } from '@laundry/api/testing';
import type { RestCase } from './restMatrix';

/** The world customer's weekly series, as the checkout makes it. */
const customersSeriesPath = async ({ db, world }: Parameters<RestCase['call']>[0], tail = '') => {
  const { series } = await testSeries(db, world.customer.actor, world.customer.user!.email);
  return `/api/recurring/${series.id}${tail}`;
};

/**
 * Recurring pick-ups (docs/decisions/0094-recurring-series.md): the customer's own series (another customer's answers
 * 404); staff may pause and end a customer's, not skip; a Driver nothing.
 */
export const recurringRestMatrix: Record<string, RestCase> = {
  'GET /api/user/recurring': { access: 'signedIn', except: { driver: 'forbidden' }, call: () => ({}) },
  'POST /api/recurring/:id/skip': {
    access: 'signedIn',
    except: { otherCustomer: 'NOT_FOUND', admin: 'forbidden', superAdmin: 'forbidden', driver: 'forbidden' },
    call: async (args) => ({ path: await customersSeriesPath(args, '/skip'), payload: {} }),
  },
  'POST /api/recurring/:id/pause': {
    access: 'signedIn',
    except: { otherCustomer: 'NOT_FOUND', driver: 'forbidden' },
    call: async (args) => ({ path: await customersSeriesPath(args, '/pause'), payload: { paused: true } }),
  },
  'DELETE /api/recurring/:id': {
    access: 'signedIn',
    except: { otherCustomer: 'NOT_FOUND', driver: 'forbidden' },
    call: async (args) => ({ path: await customersSeriesPath(args) }),
  },
};
