import {
  addressSchema,
  comforterDraftSchema,
  dryCleanDraftSchema,
  scheduleSchema,
  tailoringDraftSchema,
  washFoldDraftSchema,
  washPressDraftSchema,
} from '@laundry/validators/order';
import { z } from 'zod';
import { type EditOrder, emptyOrder, type LocalOrder } from './localOrder';

/** docs/rules/ordering.md, The steps and docs/rules/records.md, Orders: the local order is persisted under the key 'auth'. */
export const LOCAL_ORDER_KEY = 'auth';
/** The order being edited is held separately (docs/rules/ordering.md, The steps). */
export const EDIT_ORDER_KEY = 'editOrder';

// Each part is read on its own: a part stored by an older client that no longer parses is dropped, not the order.
const part = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const localOrderSchema = z.object({
  address: part(addressSchema),
  washFold: part(washFoldDraftSchema),
  organicWashFold: part(washFoldDraftSchema),
  washPress: part(washPressDraftSchema),
  dryClean: part(dryCleanDraftSchema),
  tailoring: part(tailoringDraftSchema),
  comforter: part(comforterDraftSchema),
  schedule: part(scheduleSchema),
  isExpressDelivery: z.boolean().catch(false),
  gratuityCents: z.int().min(0).catch(0),
  promoCode: part(z.string().trim().max(50)),
  instructions: z.string().max(2000).catch(''),
});

const storedLocalSchema = z.object({
  /** The signed-in user the order was built by; null for a guest. */
  ownerId: z.string().nullable().catch(null),
  order: localOrderSchema,
  /** Placed at checkout; the order is reset once its thank-you view shows. */
  placedOrderId: z.string().nullable().catch(null),
});

const storedEditSchema = z.object({
  orderId: z.string().min(1),
  orderNumber: z.int(),
  /** The order's version when the edit was loaded; the update names it (docs/rules/statuses.md, Concurrent changes). */
  version: z.int().optional().catch(undefined),
  sms: z.boolean().catch(false),
  order: localOrderSchema,
});

export interface StoredLocalOrder {
  ownerId: string | null;
  order: LocalOrder;
  placedOrderId: string | null;
}

function withoutUndefined(order: z.infer<typeof localOrderSchema>): LocalOrder {
  return Object.fromEntries(Object.entries(order).filter(([, value]) => value !== undefined)) as LocalOrder;
}

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function readLocalOrder(storage: Storage | undefined): StoredLocalOrder {
  const parsed = storedLocalSchema.safeParse(readJson(storage, LOCAL_ORDER_KEY));
  if (!parsed.success) return { ownerId: null, order: emptyOrder(), placedOrderId: null };
  const { ownerId, order, placedOrderId } = parsed.data;
  return { ownerId, order: withoutUndefined(order), placedOrderId };
}

export function readEditOrder(storage: Storage | undefined): EditOrder | null {
  const parsed = storedEditSchema.safeParse(readJson(storage, EDIT_ORDER_KEY));
  return parsed.success ? { ...parsed.data, order: withoutUndefined(parsed.data.order) } : null;
}

function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the order still works for this visit, it just is not kept.
  }
}

export function writeLocalOrder(storage: Storage | undefined, value: StoredLocalOrder) {
  write(storage, LOCAL_ORDER_KEY, value);
}

export function writeEditOrder(storage: Storage | undefined, value: EditOrder | null) {
  write(storage, EDIT_ORDER_KEY, value);
}
