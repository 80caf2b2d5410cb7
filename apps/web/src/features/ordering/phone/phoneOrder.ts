import type { OrderAddress } from '@laundry/validators/order';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * A phone order (docs/decisions/0087-phone-orders.md): staff order for a customer. The flow first asks who the
 * order is for ('choosing'), then carries the chosen customer through every step to the checkout, which places
 * the order for that customer (`forCustomer`). Kept in localStorage beside the local order, so a reload keeps it,
 * and tied to the staff member who started it: anyone else signed in on the device never sees it.
 */
const PHONE_ORDER_KEY = 'phoneOrder';

const customerSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  sms: z.boolean().catch(false),
});
export type PhoneCustomer = z.infer<typeof customerSchema>;

const storedSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('choosing'), staffId: z.string() }),
  z.object({ status: z.literal('chosen'), staffId: z.string(), customer: customerSchema }),
]);
export type PhoneOrder = z.infer<typeof storedSchema>;

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

function read(): PhoneOrder | null {
  try {
    const raw = storage?.getItem(PHONE_ORDER_KEY);
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let state: PhoneOrder | null = read();
const listeners = new Set<() => void>();

function set(next: PhoneOrder | null) {
  state = next;
  try {
    if (next) storage?.setItem(PHONE_ORDER_KEY, JSON.stringify(next));
    else storage?.removeItem(PHONE_ORDER_KEY);
  } catch {
    // A full or blocked storage keeps the phone order for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== PHONE_ORDER_KEY && event.key !== null) return;
    state = read();
    for (const listener of listeners) listener();
  });
}

export const phoneOrderStore = {
  /** Staff start a phone order: the first step asks who it is for. */
  start(staffId: string) {
    set({ status: 'choosing', staffId });
  },
  choose(staffId: string, customer: PhoneCustomer) {
    set({ status: 'chosen', staffId, customer });
  },
  /** The order is placed, or staff leave the phone order: the flow orders for whoever is signed in again. */
  clear() {
    set(null);
  },
  current(): PhoneOrder | null {
    return state;
  },
};

/** The phone order of the staff member signed in (`userId`), or null. */
export function usePhoneOrder(userId: string | null | undefined): PhoneOrder | null {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return current && userId && current.staffId === userId ? current : null;
}

export function customerName(customer: Pick<PhoneCustomer, 'firstName' | 'lastName' | 'email'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim() || customer.email;
}

/** The address step's first values: the customer's profile, as much of it as there is. */
export function customerAddress(customer: PhoneCustomer): OrderAddress {
  return {
    address: customer.address ?? '',
    address2: customer.addressLine2 ?? '',
    city: customer.city ?? '',
    state: customer.state || 'NY',
    zip: customer.zip ?? '',
    firstName: customer.firstName ?? '',
    email: customer.email,
    phone: customer.phone ?? '',
  } as OrderAddress;
}
