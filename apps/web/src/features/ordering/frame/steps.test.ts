import type { OrderAddress, OrderSchedule } from '@laundry/validators/order';
import { describe, expect, it } from 'vitest';
import { emptyOrder, type LocalOrder } from '../store/localOrder';
import { flowSteps, missingStepBefore, type OrderStep } from './steps';

const address: OrderAddress = {
  address: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  email: 'gail@example.test',
  firstName: 'Gail',
  phone: '(212) 555-0123',
};
const schedule = { pickUpDate: '2026-11-30', pickUpHour: 11, deliveryDate: '2026-12-01' } as OrderSchedule;
const washFold = { weightLbs: 12, productIds: [] };

const empty = emptyOrder();
const addressed: LocalOrder = { ...empty, address };
const withService: LocalOrder = { ...addressed, washFold };
const scheduled: LocalOrder = { ...withService, schedule };

describe('missingStepBefore (docs/rules/ordering.md, The steps: the progress bar sends the user back to what the order lacks)', () => {
  it.each<[string, OrderStep, LocalOrder, 'new' | 'edit', OrderStep | null]>([
    ['the address step is always open', 'address', empty, 'new', null],
    ['services without an address go back to the address', 'services', empty, 'new', 'address'],
    ['the schedule without an address goes back to the address', 'schedule', empty, 'new', 'address'],
    [
      'checkout without an address goes back to the address',
      'checkout',
      { ...empty, washFold },
      'new',
      'address',
    ],
    ['services with an address', 'services', addressed, 'new', null],
    ['the schedule without a service goes to the services', 'schedule', addressed, 'new', 'services'],
    ['the schedule with a service', 'schedule', withService, 'new', null],
    ['checkout without a schedule goes to the schedule', 'checkout', withService, 'new', 'schedule'],
    ['checkout with everything', 'checkout', scheduled, 'new', null],
    ['an edit has no schedule step', 'checkout', withService, 'edit', null],
    ['an edit without an address goes back to it too', 'checkout', { ...empty, washFold }, 'edit', 'address'],
  ])('%s', (_, step, order, mode, expected) => {
    expect(missingStepBefore(step, order, mode)).toBe(expected);
  });

  it('leaves the schedule step out of the edit flow', () => {
    expect(flowSteps('new').map((s) => s.label)).toEqual(['Location', 'Services', 'Schedule', 'Checkout']);
    expect(flowSteps('edit').map((s) => s.step)).toEqual(['address', 'services', 'checkout']);
  });
});
