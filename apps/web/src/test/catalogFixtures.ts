/** Two stores in Manhattan, as catalog.locations.list answers the public. */
export const STORES = [
  {
    id: '5b7e7f0e-0000-4000-8000-0000000000c1',
    name: 'Chelsea',
    address: '200 W 20th St',
    city: 'New York',
    state: 'NY',
    zip: '10011',
    phone: '(212) 555-0100',
    hours: 'Mon-Sat 7am-9pm',
    lat: 40.74,
    long: -73.99,
  },
  {
    id: '5b7e7f0e-0000-4000-8000-0000000000c2',
    name: 'Soho',
    address: '10 Spring St',
    city: 'New York',
    state: 'NY',
    zip: '10012',
    phone: '(212) 555-0101',
    hours: 'Mon-Sat 7am-9pm',
    lat: 40.72,
    long: -73.99,
  },
];
