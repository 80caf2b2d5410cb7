import { type Db, type Order, users } from '@laundry/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Tx = Pick<Db, 'update'>;
export type ProfileSource = Pick<Order, 'orderNumber' | 'firstName' | 'phone' | 'address' | 'sms'>;

/**
 * What an order tells of its customer, as profile fields (docs/decisions/0042-profile-from-first-order.md):
 * the name, the phone with the texts choice, and the address as one unit.
 */
export function profileFromOrder(order: ProfileSource) {
  return {
    firstName: order.firstName,
    phone: order.phone,
    sms: order.sms,
    address: order.address.address,
    addressLine2: order.address.address2 ?? null,
    city: order.address.city,
    state: order.address.state,
    zip: order.address.zip,
    profileFilledFromOrderNumber: order.orderNumber,
  };
}

const empty = (column: AnyPgColumn) => sql`coalesce(${column}, '') = ''`;

/**
 * Fills the account's empty profile fields from an order, in the order's transaction, and records which
 * order filled them. Fields the customer already has are never overwritten; the address (street, line 2,
 * city, state, zip) is taken together only when the street is empty, and the texts choice with the phone.
 */
export async function fillEmptyProfile(tx: Tx, userId: string, order: ProfileSource): Promise<boolean> {
  const from = profileFromOrder(order);
  const noName = empty(users.firstName);
  const noPhone = empty(users.phone);
  const noAddress = empty(users.address);
  const filled = await tx
    .update(users)
    .set({
      firstName: sql`case when ${noName} then ${from.firstName} else ${users.firstName} end`,
      phone: sql`case when ${noPhone} then ${from.phone} else ${users.phone} end`,
      sms: sql`case when ${noPhone} then ${from.sms} else ${users.sms} end`,
      address: sql`case when ${noAddress} then ${from.address} else ${users.address} end`,
      addressLine2: sql`case when ${noAddress} then ${from.addressLine2} else ${users.addressLine2} end`,
      city: sql`case when ${noAddress} then ${from.city} else ${users.city} end`,
      state: sql`case when ${noAddress} then ${from.state} else ${users.state} end`,
      zip: sql`case when ${noAddress} then ${from.zip} else ${users.zip} end`,
      profileFilledFromOrderNumber: from.profileFilledFromOrderNumber,
      // A staff form open on this customer must not save over what the order filled in.
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), or(noName, noPhone, noAddress)))
    .returning({ id: users.id });
  return filled.length > 0;
}
