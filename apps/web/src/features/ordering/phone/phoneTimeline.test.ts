import { describe, expect, it } from 'vitest';
import { eventDetail } from '../../orders/detail/timelineText';

// docs/decisions/0087-phone-orders.md: the staff timeline's "Order placed" says who placed a phone order for whom.
describe('a phone order on the timeline', () => {
  it('shows who placed the order for whom on its first event', () => {
    const data = {
      quoteTotalCents: 44_00,
      status: 'New',
      placedBy: { id: 'staff-1', name: 'Dana Staff' },
      placedFor: { id: 'jane-1', name: 'Jane Doe', email: 'jane@example.com' },
      phoneOrder: 'Placed by Dana Staff for Jane Doe',
    };
    expect(eventDetail(data, 'staff')).toBe('Placed by Dana Staff for Jane Doe');
  });

  it('says nothing more of an order its customer placed', () => {
    expect(eventDetail({ quoteTotalCents: 44_00, status: 'New' }, 'staff')).toBeNull();
  });
});
