import type { NewUser, Role } from '../schema';

export interface DemoAccount {
  role: Role;
  email: string;
}

type DemoUser = Omit<NewUser, 'passwordHash' | 'locationId'> & { role: Role; email: string };

/** Demo logins for the embedded default (the server prints them at start with their password). */
export const demoUsersSeed: DemoUser[] = [
  { role: 'SuperAdmin', email: 'superadmin@demo.laundry.test', firstName: 'Morgan', lastName: 'Lee' },
  { role: 'Admin', email: 'admin@demo.laundry.test', firstName: 'Jordan', lastName: 'Park' },
  {
    role: 'Customer',
    email: 'customer@demo.laundry.test',
    firstName: 'Casey',
    lastName: 'Rivera',
    phone: '(212) 555-0188',
    address: '245 W 72nd St',
    addressLine2: 'Apt 4B',
    city: 'New York',
    state: 'NY',
    zip: '10023',
    sms: false,
  },
];

export const demoAccounts: DemoAccount[] = demoUsersSeed.map(({ role, email }) => ({ role, email }));
