import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleAhead } from '../../../test/orderFixtures';
import { OrderLogistics } from './OrderLogistics';
import type { OrderView } from './orderView';

/** docs/decisions/0084-route-sheets.md: on a phone, staff call the customer and find the address with one tap. */
describe("the order's pick-up and delivery panel", () => {
  const order = {
    schedule: scheduleAhead(),
    isExpressDelivery: false,
    address: { address: '350 5th Ave', address2: 'Apt 2', city: 'New York', state: 'NY', zip: '10118' },
    firstName: 'Gail',
    email: 'gail@example.test',
    phone: '(212) 555-0123',
    instructions: '',
    preferences: null,
  } as unknown as OrderView;

  it("makes the customer's phone a tel: link", () => {
    render(<OrderLogistics order={order} />);
    expect(screen.getByRole('link', { name: '(212) 555-0123' }).getAttribute('href')).toBe(
      'tel:+12125550123',
    );
  });

  it('makes the address a link to directions in the maps app', () => {
    render(<OrderLogistics order={order} />);
    expect(screen.getByRole('link', { name: /350 5th Ave, Apt 2/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=350%205th%20Ave%2C%20Apt%202%2C%20New%20York%2C%20NY%2010118',
    );
  });
});
