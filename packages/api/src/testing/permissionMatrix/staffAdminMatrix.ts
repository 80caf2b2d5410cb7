import { hashPassword } from '@laundry/auth';
import {
  type Db,
  locations,
  noDryCleanItems,
  noServices,
  noTailoringItems,
  specials,
  users,
} from '@laundry/db';
import { createUser } from '@laundry/db/testing';
import { eq } from 'drizzle-orm';
import { placeTestOrder } from '../orders';
import type { ProcedureCase } from './trpcMatrix';

/** A store, a staff member, a customer and a special of their own for each call that changes one. */
export async function matrixLocation(db: Db) {
  const [row] = await db
    .insert(locations)
    .values({
      name: 'Matrix Store',
      address: `${Math.floor(Math.random() * 900) + 100} Matrix Ave`,
      city: 'New York',
      state: 'NY',
      zip: '10001',
      phone: '(212) 555-0199',
      hours: '8am - 10pm, 7 days',
      lat: 40.75,
      long: -73.99,
    })
    .returning();
  return row!;
}

export async function matrixSpecial(db: Db) {
  const [row] = await db
    .insert(specials)
    .values({
      name: 'Matrix Special',
      code: `M${crypto.randomUUID().slice(0, 8)}`,
      expirationDate: '2099-12-31',
      discountAmountCents: 500,
      services: noServices,
      tailoringItems: noTailoringItems,
      dryCleanItems: noDryCleanItems,
    })
    .returning();
  return row!;
}

export const matrixStaffUser = async (db: Db) =>
  createUser(db, { role: 'Admin', locationId: (await matrixLocation(db)).id });
export const matrixCustomer = (db: Db) => createUser(db, { role: 'Customer' });

const fresh = () => `staff-new-${crypto.randomUUID()}@example.test`;
export const matrixSpecialInput = () => ({
  name: 'Matrix Special',
  code: `N${crypto.randomUUID().slice(0, 8)}`,
  description: '',
  expirationDate: '2099-12-31',
  firstTimeOnly: false,
  percentDiscount: 10,
  promotionalPriceCents: null,
  discountAmountCents: null,
  services: noServices,
  tailoringItems: noTailoringItems,
  dryCleanItems: noDryCleanItems,
});
export const matrixLocationInput = {
  name: 'New Store',
  address: '1 Matrix Plaza',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '(212) 555-0198',
  hours: '8am - 10pm, 7 days',
  lat: 40.75,
  long: -73.99,
};

const TEMPORARY = 'a temporary password';
let temporaryHash: Promise<string> | null = null;

/**
 * The staff administration procedures in the permission matrix: users, locations, specials and the
 * audit log are the Super Admin's; customers are staff's (docs/rules/roles.md, Who may do what).
 */
export const staffAdminMatrix: Record<string, ProcedureCase> = {
  'users.list': { access: 'superAdmin', call: ({ caller }) => caller.users.list({}) },
  'users.get': {
    access: 'superAdmin',
    call: async ({ caller, db }) => caller.users.get({ id: (await matrixStaffUser(db)).id }),
  },
  'users.create': {
    access: 'superAdmin',
    call: async ({ caller, db }) =>
      caller.users.create({
        firstName: 'New',
        lastName: 'Staff',
        email: fresh(),
        password: TEMPORARY,
        role: 'Admin',
        locationId: (await matrixLocation(db)).id,
      }),
  },
  'users.update': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const user = await matrixStaffUser(db);
      return caller.users.update({
        id: user.id,
        version: user.version,
        firstName: 'Changed',
        lastName: 'Staff',
        email: user.email,
        password: '',
        role: 'Admin',
        locationId: user.locationId!,
      });
    },
  },
  // docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: a member invited and without a password yet.
  'users.resendInvitation': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const user = await matrixStaffUser(db);
      await db
        .update(users)
        .set({ passwordHash: null, mustChangePassword: true })
        .where(eq(users.id, user.id));
      return caller.users.resendInvitation({ id: user.id });
    },
  },
  'users.delete': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const user = await matrixStaffUser(db);
      return caller.users.delete({ id: user.id, version: user.version });
    },
  },

  'customers.list': { access: 'staff', call: ({ caller }) => caller.customers.list({}) },
  'customers.get': {
    access: 'staff',
    call: async ({ caller, db }) => caller.customers.get({ id: (await matrixCustomer(db)).id }),
  },
  'customers.create': {
    access: 'staff',
    call: ({ caller }) => caller.customers.create({ firstName: 'New', email: fresh() }),
  },
  'customers.update': {
    access: 'staff',
    call: async ({ caller, db }) => {
      const customer = await matrixCustomer(db);
      return caller.customers.update({
        id: customer.id,
        version: customer.version,
        firstName: 'Changed',
        email: customer.email,
      });
    },
  },
  // The Guests view (docs/decisions/0081-staff-guests-view.md): the world's guest has an order for the detail to open.
  'customers.guests': { access: 'staff', call: ({ caller }) => caller.customers.guests({}) },
  'customers.guest': {
    access: 'staff',
    call: async ({ caller, db, world }) => {
      const email = (world.guest.actor.kind === 'guest' && world.guest.actor.email) || '';
      await placeTestOrder(db, world.guest.actor, email);
      return caller.customers.guest({ email });
    },
  },

  'locations.list': { access: 'superAdmin', call: ({ caller }) => caller.locations.list({}) },
  'locations.get': {
    access: 'superAdmin',
    call: async ({ caller, db }) => caller.locations.get({ id: (await matrixLocation(db)).id }),
  },
  'locations.create': {
    access: 'superAdmin',
    call: ({ caller }) => caller.locations.create(matrixLocationInput),
  },
  'locations.update': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const location = await matrixLocation(db);
      return caller.locations.update({ ...matrixLocationInput, id: location.id, version: location.version });
    },
  },
  'locations.delete': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const location = await matrixLocation(db);
      return caller.locations.delete({ id: location.id, version: location.version });
    },
  },
  'locations.geocode': {
    access: 'superAdmin',
    call: ({ caller }) =>
      caller.locations.geocode({ address: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' }),
  },

  'specials.list': { access: 'superAdmin', call: ({ caller }) => caller.specials.list({}) },
  'specials.get': {
    access: 'superAdmin',
    call: async ({ caller, db }) => caller.specials.get({ id: (await matrixSpecial(db)).id }),
  },
  'specials.create': {
    access: 'superAdmin',
    call: ({ caller }) => caller.specials.create(matrixSpecialInput()),
  },
  'specials.update': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const special = await matrixSpecial(db);
      return caller.specials.update({ ...matrixSpecialInput(), id: special.id, version: special.version });
    },
  },
  'specials.end': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const special = await matrixSpecial(db);
      return caller.specials.end({ id: special.id, version: special.version });
    },
  },
  'specials.delete': {
    access: 'superAdmin',
    call: async ({ caller, db }) => {
      const special = await matrixSpecial(db);
      return caller.specials.delete({ id: special.id, version: special.version });
    },
  },

  // With a search by person, so the sweep of texts (apps/server/src/security/nulBytes.int.test.ts) reaches it.
  'audit.list': { access: 'superAdmin', call: ({ caller }) => caller.audit.list({ search: 'Ann' }) },
  'audit.actors': { access: 'superAdmin', call: ({ caller }) => caller.audit.actors() },

  // A staff member's first log-in: public, like log-in; it signs the caller in as the new member.
  'auth.changeTemporaryPassword': {
    access: 'public',
    call: async ({ caller, db }) => {
      temporaryHash ??= hashPassword(TEMPORARY);
      const hash = await temporaryHash;
      const user = await createUser(db, { role: 'Admin', password: TEMPORARY }, async () => hash);
      await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
      return caller.auth.changeTemporaryPassword({
        email: user.email,
        temporaryPassword: TEMPORARY,
        password: 'my own password 1',
        confirmPassword: 'my own password 1',
      });
    },
  },
};
