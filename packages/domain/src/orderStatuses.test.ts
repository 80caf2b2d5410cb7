import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_STATUS_OPTIONS,
  customerStatusGroup,
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusLabelFor,
} from './orderStatuses';

// docs/rules/statuses.md, What customers read: customers read plain words, staff the specification's labels.
describe('the status labels each audience reads', () => {
  it.each([
    ['New', 'New', 'Scheduled'],
    ['Unassigned', 'Ready to Assign Location', 'Scheduled'],
    ['Pending Authorization', 'Pending Authorization', 'Waiting for card authorization'],
    ['Awaiting Authorization', 'Waiting for Reauth', 'Waiting for your approval'],
    ['Reauthorized', 'Ready to Capture Payment', 'New amount approved'],
    ['En Route for Pick Up', 'En Route for Pick Up', 'On the way to pick up'],
    ['In Progress', 'In Progress', 'In progress'],
    ['En Route for Delivery', 'En Route for Delivery', 'Out for delivery'],
    ['Completed', 'Completed', 'Delivered'],
    ['Payment Processed', 'Paid', 'Paid'],
    ['Refund Processed', 'Refund Processed', 'Refunded'],
    ['Canceled', 'Canceled', 'Canceled'],
  ])('%s: staff read %s, customers %s', (status, staff, customer) => {
    expect(orderStatusLabelFor(status, 'staff')).toBe(staff);
    expect(orderStatusLabel(status)).toBe(staff);
    expect(orderStatusLabelFor(status, 'customer')).toBe(customer);
  });

  it('shows an unknown value as itself to both', () => {
    expect(orderStatusLabelFor('Lost', 'customer')).toBe('Lost');
    expect(orderStatusLabelFor('Lost', 'staff')).toBe('Lost');
  });

  it("never shows a customer the staff's work-queue words", () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusLabelFor(status, 'customer')).not.toMatch(/Reauth|Assign|Capture|En Route/);
    }
  });
});

describe("the customer's status filter", () => {
  it('lists each plain label once, in the list order', () => {
    expect(CUSTOMER_STATUS_OPTIONS).toEqual([
      { value: 'New', label: 'Scheduled' },
      { value: 'Pending Authorization', label: 'Waiting for card authorization' },
      { value: 'Awaiting Authorization', label: 'Waiting for your approval' },
      { value: 'Reauthorized', label: 'New amount approved' },
      { value: 'En Route for Pick Up', label: 'On the way to pick up' },
      { value: 'In Progress', label: 'In progress' },
      { value: 'En Route for Delivery', label: 'Out for delivery' },
      { value: 'Completed', label: 'Delivered' },
      { value: 'Payment Processed', label: 'Paid' },
      { value: 'Refund Processed', label: 'Refunded' },
      { value: 'Canceled', label: 'Canceled' },
    ]);
  });

  it('finds every status that reads as the one picked', () => {
    expect(customerStatusGroup('New')).toEqual(['New', 'Unassigned']);
    expect(customerStatusGroup('Unassigned')).toEqual(['New', 'Unassigned']);
    expect(customerStatusGroup('Awaiting Authorization')).toEqual(['Awaiting Authorization']);
  });
});
