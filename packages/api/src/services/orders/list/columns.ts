import { locations, type OrderStatus, orderDeliveryHour, orders, type ServiceKey } from '@laundry/db';
import { NEW_YORK } from '@laundry/pricing';
import { sql } from 'drizzle-orm';
import type { OrderListViewer } from './filters';

/**
 * What the orders screen reads of each order (and its store's name): only what a row shows or sorts by,
 * since every column of 76 rows is mapped on each request (bench/README.md, The orders screen at a chain's scale).
 */
export const listedOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  firstName: orders.firstName,
  email: orders.email,
  /** Staff: a tappable number on the phone's card (docs/rules/staff-screens.md, Staff on a phone). */
  phone: orders.phone,
  /** The version the screen loaded, which a bulk change sends back (docs/decisions/0086-orders-bulk-actions.md). */
  version: orders.version,
  orderServices: orders.orderServices,
  pickUpDate: orders.pickUpDate,
  pickUpHour: orders.pickUpHour,
  deliveryDate: orders.deliveryDate,
  deliveryHour: orders.deliveryHour,
  /** The delivery window the delivery sort uses (an express delivery's has no hour of its own). */
  deliverySortHour: orderDeliveryHour(orders).mapWith(Number).as('delivery_sort_hour'),
  deliveryDate2: orders.deliveryDate2,
  deliveryHour2: orders.deliveryHour2,
  isExpressDelivery: orders.isExpressDelivery,
  gratuityCents: orders.gratuityCents,
  status: orders.status,
  locationId: orders.locationId,
  locationName: locations.name,
  quoteTotalCents: orders.quoteTotalCents,
};

/** What the CSV export reads of each order: the screen's columns and the contact, address and money ones. */
export const exportedOrderColumns = {
  ...listedOrderColumns,
  // The address's lines as text, read from its jsonb by PostgreSQL: the export has no use for the rest of the
  // object, which the server would parse for every row (docs/decisions/0108-hot-reads-and-csv-writing.md).
  addressLine: sql<string>`${orders.address}->>'address'`.as('address_line'),
  address2: sql<string | null>`${orders.address}->>'address2'`.as('address2'),
  city: sql<string>`${orders.address}->>'city'`.as('city'),
  state: sql<string>`${orders.address}->>'state'`.as('state'),
  zip: sql<string>`${orders.address}->>'zip'`.as('zip'),
  finalOrderTotalCents: orders.finalOrderTotalCents,
  amountAuthorizedCents: orders.amountAuthorizedCents,
  capturedCents: orders.capturedCents,
  refundedCents: orders.refundedCents,
  /**
   * When it was placed, in New York time (docs/rules/regions.md), formatted by PostgreSQL: formatting
   * 100,000 of them in the server took half an export's time (bench/README.md).
   */
  placedAt: sql<string>`to_char(${orders.createdAt} at time zone ${NEW_YORK}, 'YYYY-MM-DD HH24:MI')`.as(
    'placed_at',
  ),
  // docs/decisions/0086-orders-bulk-actions.md: the staff's columns added at the end of the export.
  instructions: orders.instructions,
  sms: orders.sms,
  chargeNotes: orders.chargeNotes,
  refundNotes: orders.refundNotes,
  /** The estimate's weights and item rows only, not its whole sub-orders (their drafts and products). */
  estimate: sql<EstimatedServices>`jsonb_build_object(
    'washFold', ${orders.washFoldOrder}->'draft'->'weightLbs',
    'organicWashFold', ${orders.organicWashFoldOrder}->'draft'->'weightLbs',
    'dryClean', ${orders.dryCleanOrder}->'rows',
    'washPress', ${orders.washPressOrder}->'rows',
    'tailoring', ${orders.tailoringOrder}->'rows',
    'comforter', ${orders.comforterOrder}->'rows')`.as('estimate'),
  /** The counter's weigh-in (services/orders/weighIn/record.ts), null until the order is weighed. */
  weighIn: orders.weighIn,
};

/** An item row of a sub-order, as the export reads it (packages/pricing PricedRow). */
export interface ExportedItemRow {
  item: string;
  quantity: number;
}

/** The estimate's weights (pounds) and item rows, each null when the order has no such service. */
export interface EstimatedServices {
  washFold: number | null;
  organicWashFold: number | null;
  dryClean: ExportedItemRow[] | null;
  washPress: ExportedItemRow[] | null;
  tailoring: ExportedItemRow[] | null;
  comforter: ExportedItemRow[] | null;
}

export interface ListedOrderRecord {
  id: string;
  orderNumber: number;
  firstName: string;
  email: string;
  phone: string;
  version: number;
  orderServices: ServiceKey[];
  pickUpDate: string;
  pickUpHour: number;
  deliveryDate: string;
  deliveryHour: number | null;
  deliverySortHour: number;
  deliveryDate2: string | null;
  deliveryHour2: number | null;
  isExpressDelivery: boolean;
  gratuityCents: number;
  status: OrderStatus;
  locationId: string | null;
  locationName: string | null;
  quoteTotalCents: number;
}

export interface ExportedOrderRecord extends ListedOrderRecord {
  addressLine: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  finalOrderTotalCents: number | null;
  amountAuthorizedCents: number;
  capturedCents: number;
  refundedCents: number;
  placedAt: string;
  instructions: string;
  sms: boolean;
  chargeNotes: string | null;
  refundNotes: string | null;
  estimate: EstimatedServices;
  weighIn: unknown;
}

/**
 * One row of the orders screen (docs/rules/staff-screens.md, Orders screen): a customer's own list has no customer, e-mail or
 * gratuity column (docs/rules/roles.md, Who may do what).
 */
export function listedOrder(row: ListedOrderRecord, viewer: OrderListViewer) {
  const staff = viewer.kind === 'staff';
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerName: staff ? row.firstName : null,
    email: staff ? row.email : null,
    phone: staff ? row.phone : null,
    version: row.version,
    services: row.orderServices,
    pickUpDate: row.pickUpDate,
    pickUpHour: row.pickUpHour,
    deliveryDate: row.deliveryDate,
    deliveryHour: row.deliveryHour,
    deliveryDate2: row.deliveryDate2,
    deliveryHour2: row.deliveryHour2,
    isExpressDelivery: row.isExpressDelivery,
    gratuityCents: staff ? row.gratuityCents : null,
    status: row.status,
    location: row.locationId && row.locationName ? { id: row.locationId, name: row.locationName } : null,
    quoteTotalCents: row.quoteTotalCents,
  };
}
export type ListedOrder = ReturnType<typeof listedOrder>;
