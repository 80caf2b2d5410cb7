import { type Db, type NewOrder, type Order, orders } from '@laundry/db';

let made = 0;

/**
 * An order row written straight to the table, for list and export tests that need many orders with
 * chosen names, dates, stores and statuses (checkout would take seconds each).
 */
export async function insertListedOrder(db: Db, values: Partial<NewOrder> = {}): Promise<Order> {
  made += 1;
  const firstName = values.firstName ?? `Listed ${made}`;
  const email = values.email ?? `listed-${made}-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const phone = values.phone ?? '(212) 555-0100';
  const [row] = await db
    .insert(orders)
    .values({
      address: {
        address: `${made} Test Street`,
        address2: null,
        city: 'New York',
        state: 'NY',
        zip: '10001',
        email,
        firstName,
        phone,
        florida: false,
      },
      firstName,
      email,
      phone,
      pickUpDate: '2030-01-02',
      pickUpHour: 12,
      deliveryDate: '2030-01-03',
      deliveryHour: 14,
      orderServices: ['washFold'],
      paymentProvider: 'simulated',
      quoteTotalCents: 44_00,
      amountAuthorizedCents: 66_00,
      gratuityCents: 5_00,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * The columns of an order as staff fill them in (instructions, text messages, charge notes, a weigh-in, an estimate's
 * rows, a final total): for tests that compare a reader's rows with Drizzle's own, every kind of value decoded.
 */
export const staffFilledOrder = (locationId: string): Partial<NewOrder> => ({
  locationId,
  instructions: 'Leave with the doorman',
  sms: true,
  chargeNotes: 'Charged twice, refunded',
  weighIn: { notes: 'Heavy bag', services: { washFold: { draft: { weightLbs: 12.5 } } } },
  washFoldOrder: { draft: { weightLbs: 10 } },
  dryCleanOrder: { rows: [{ item: 'Shirt', quantity: 2 }] },
  finalOrderTotalCents: 52_75,
});

/** An order with no store (a left join's nulls), express with no delivery hour of its own, and a second delivery. */
export const storelessExpressOrder: Partial<NewOrder> = {
  locationId: null,
  isExpressDelivery: true,
  deliveryHour: null,
  deliveryDate2: '2030-01-05',
  deliveryHour2: 16,
  status: 'Canceled',
};
