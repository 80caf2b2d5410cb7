import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/fakeApi';
import { telHref } from '../../../ui/PhoneText';
import { RescheduleClosed, storeToCall } from './RescheduleClosed';

const REFUSED =
  'Sorry, this order is no longer eligible for rescheduling. Please contact us if you have any questions.';

const store = (id: string, name: string, state: string, phone: string) => ({
  id,
  name,
  state,
  phone,
  address: `${name} Street`,
  city: 'City',
  zip: '10001',
  hours: '8am - 10pm',
  lat: 40.7,
  long: -74,
});
const STORES = [
  store('a', 'Boca Raton', 'FL', '(561) 555-0100'),
  store('b', 'Chelsea', 'NY', '(212) 555-0101'),
  store('c', 'Midtown', 'NY', '(212) 555-0102'),
];
const locations = () => STORES;

const closed = { pickUp: false, delivery: false, secondDelivery: false, refused: REFUSED };

// docs/decisions/0070-reschedule-offered-when-allowed.md: an order that may no longer move says so, why, and whom
// to call, instead of offering a form the server refuses.
describe('RescheduleClosed', () => {
  it("says the specification's refusal, why, and links the order's store's phone", async () => {
    renderWithApi(
      <RescheduleClosed
        order={{ location: { id: 'c', name: 'Midtown' }, region: 'ny', reschedule: closed }}
      />,
      { api: { 'catalog.locations.list': locations } },
    );
    expect(screen.getByText(REFUSED)).toBeTruthy();
    expect(
      screen.getByText(/Pick-up and delivery times can be changed until 5 hours before they start\./),
    ).toBeTruthy();
    const phone = await screen.findByRole('link', { name: '(212) 555-0102' });
    expect(phone.getAttribute('href')).toBe('tel:+12125550102');
    expect(screen.getByText(/Call Midtown at/)).toBeTruthy();
  });

  it("names the region's first store for an order no store has taken yet", async () => {
    renderWithApi(<RescheduleClosed order={{ location: null, region: 'fl', reschedule: closed }} />, {
      api: { 'catalog.locations.list': locations },
    });
    expect((await screen.findByRole('link', { name: '(561) 555-0100' })).getAttribute('href')).toBe(
      'tel:+15615550100',
    );
  });

  it('shows nothing while the order may still move', () => {
    const { container } = renderWithApi(
      <RescheduleClosed
        order={{
          location: null,
          region: 'ny',
          reschedule: { pickUp: false, delivery: true, secondDelivery: true, refused: null },
        }}
      />,
      { api: { 'catalog.locations.list': locations } },
    );
    expect(container.textContent).toBe('');
  });

  it('picks the store and the number to dial', () => {
    expect(storeToCall({ location: { id: 'b', name: 'Chelsea' }, region: 'ny' }, STORES)?.name).toBe(
      'Chelsea',
    );
    expect(storeToCall({ location: null, region: 'ny' }, STORES)?.name).toBe('Chelsea');
    expect(storeToCall({ location: null, region: 'ny' }, [])).toBeNull();
    expect(telHref('+1 (212) 555-0100')).toBe('tel:+12125550100');
  });
});
