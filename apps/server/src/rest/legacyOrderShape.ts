import { loadRegionPricing } from '@laundry/api';
import type { Db } from '@laundry/db';
import { TAILORING_OPTIONS } from '@laundry/validators/pricing';
import { regionForState } from '@laundry/validators/settings';

/**
 * The older client's order shape (docs/rules/rest-compatibility.md; spec 001 section 3): sub-orders
 * (`washFoldOrder.weight`, `dryCleanOrder.items`, ...), times as `{ value, label }` and items named by their price
 * list name (`type`, `size`), mapped onto the draft the services take, so the same order is priced and held the same
 * in either shape. The draft shape passes through untouched; whatever the mapping cannot read is left for the draft's
 * validation to refuse with its message.
 */
const SUB_ORDERS = [
  'washFoldOrder',
  'organicWashFoldOrder',
  'dryCleanOrder',
  'washPressOrder',
  'tailoringOrder',
  'comforterOrder',
] as const;
const OLD_SCHEDULE_KEYS = ['pickUpTime', 'deliveryTime', 'deliveryTime2'] as const;

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isLegacyOrderShape(order: unknown): order is Raw {
  if (!isObject(order)) return false;
  const schedule = isObject(order.schedule) ? order.schedule : {};
  return (
    SUB_ORDERS.some((key) => key in order) || OLD_SCHEDULE_KEYS.some((key) => key in order || key in schedule)
  );
}

/** `{ value, label }` or a plain value, as the old client sends windows and quantities. */
const optionValue = (value: unknown): unknown => (isObject(value) && 'value' in value ? value.value : value);
const hourOf = (value: unknown): unknown => {
  const hour = optionValue(value);
  return typeof hour === 'string' && /^\d{1,2}$/.test(hour) ? Number(hour) : (hour ?? null);
};
const quantityOf = (value: unknown): unknown => {
  const quantity = optionValue(value);
  return typeof quantity === 'string' && /^\d+$/.test(quantity) ? Number(quantity) : quantity;
};
/** 'Light Starch', 'light starch' or 'lightStarch' -> 'lightStarch'. */
const camel = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const words = value.trim().split(/[\s_-]+/);
  return words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join('');
};
/** Dollars as a number or a string ('5.00') -> cents; anything else is left for the draft's check. */
const centsOf = (value: unknown): unknown => {
  if (typeof value === 'number') return Math.round(value * 100);
  if (typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()))
    return Math.round(Number(value) * 100);
  return value;
};

interface Named {
  id: string;
  item: string;
}
/** An item's id from its `itemId`/`sizeId`, or from its name in the region's price list (case-insensitive). */
function idOf(
  row: Raw,
  list: readonly Named[],
  idKey: 'itemId' | 'sizeId',
  nameKeys: readonly string[],
): unknown {
  if (typeof row[idKey] === 'string') return row[idKey];
  const name = nameKeys.map((key) => optionValue(row[key])).find((v) => typeof v === 'string') as
    | string
    | undefined;
  if (name === undefined) return undefined;
  const wanted = name.trim().toLowerCase();
  return list.find((entry) => entry.item.toLowerCase() === wanted || entry.id === name)?.id ?? name;
}
const itemsOf = (sub: unknown): Raw[] =>
  isObject(sub) && Array.isArray(sub.items) ? sub.items.filter(isObject) : [];

function tailoringServices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((s) => (typeof s === 'string' ? camel(s) : optionValue(s)));
  if (isObject(value)) return TAILORING_OPTIONS.filter((option) => value[option] === true);
  return value;
}

function productIds(sub: Raw, products: readonly Named[]): unknown {
  if (Array.isArray(sub.productIds)) return sub.productIds;
  const names = isObject(sub.products)
    ? Object.entries(sub.products)
        .filter(([, chosen]) => chosen === true)
        .map(([name]) => name)
    : Array.isArray(sub.productsWithPrices)
      ? sub.productsWithPrices.map((pair) => (Array.isArray(pair) ? pair[0] : pair))
      : [];
  return names.map((name) => idOf({ item: name }, products, 'itemId', ['item']));
}

/** The order in the draft shape: the old shape mapped, the draft shape as it came. */
export async function draftFromLegacyOrder(db: Db, order: unknown): Promise<unknown> {
  if (!isLegacyOrderShape(order)) return order;
  const address = isObject(order.address) ? { ...order.address } : undefined;
  if (address) {
    if (address.state === undefined && address.florida === true) address.state = 'FL';
    delete address.florida;
    if (address.address2 === null) delete address.address2;
  }
  const state = typeof address?.state === 'string' ? address.state : undefined;
  const lists = (await loadRegionPricing(db, regionForState(state))).priceLists;
  const schedule = { ...order, ...(isObject(order.schedule) ? order.schedule : {}) };
  const hasSchedule = 'pickUpDate' in schedule || 'pickUpTime' in schedule;
  const washFold = isObject(order.washFoldOrder) ? order.washFoldOrder : null;
  const organic = isObject(order.organicWashFoldOrder) ? order.organicWashFoldOrder : null;
  const draft: Raw = {
    address,
    ...(washFold
      ? { washFold: { weightLbs: washFold.weight, productIds: productIds(washFold, lists.products) } }
      : {}),
    ...(organic
      ? { organicWashFold: { weightLbs: organic.weight, productIds: productIds(organic, lists.products) } }
      : {}),
    ...('washPressOrder' in order
      ? {
          washPress: {
            items: itemsOf(order.washPressOrder).map((row) => ({
              itemId: idOf(row, lists.washPress, 'itemId', ['type', 'item', 'label']),
              quantity: quantityOf(row.quantity),
            })),
          },
        }
      : {}),
    ...('dryCleanOrder' in order
      ? {
          dryClean: {
            items: itemsOf(order.dryCleanOrder).map((row) => ({
              itemId: idOf(row, lists.dryClean, 'itemId', ['type', 'item', 'label']),
              quantity: quantityOf(row.quantity),
              pressOnly: row.pressOnly === true,
              crease:
                row.crease === true
                  ? 'crease'
                  : row.crease === false
                    ? 'noCrease'
                    : (camel(row.crease) ?? null),
              starch: camel(row.starch) ?? null,
            })),
          },
        }
      : {}),
    ...('tailoringOrder' in order
      ? {
          tailoring: {
            items: itemsOf(order.tailoringOrder).map((row) => ({
              itemId: idOf(row, lists.tailoring, 'itemId', ['type', 'item', 'label']),
              services: tailoringServices(row.services),
              instructions: row.instructions ?? '',
            })),
          },
        }
      : {}),
    ...('comforterOrder' in order
      ? {
          comforter: {
            items: itemsOf(order.comforterOrder).map((row) => ({
              sizeId: idOf(row, lists.comforter, 'sizeId', ['size', 'item', 'label']),
              type: camel(
                typeof row.type === 'string' ? row.type.replace(/^not down$/i, 'notDown') : row.type,
              ),
              quantity: quantityOf(row.quantity),
            })),
          },
        }
      : {}),
    ...(hasSchedule
      ? {
          schedule: {
            pickUpDate: schedule.pickUpDate,
            pickUpHour: hourOf(schedule.pickUpHour ?? schedule.pickUpTime),
            deliveryDate: schedule.deliveryDate,
            deliveryHour: hourOf(schedule.deliveryHour ?? schedule.deliveryTime),
            deliveryDate2: schedule.deliveryDate2 ?? null,
            deliveryHour2: hourOf(schedule.deliveryHour2 ?? schedule.deliveryTime2),
            multipleDeliveries: schedule.multipleDeliveries === true,
          },
        }
      : {}),
    isExpressDelivery: order.isExpressDelivery === true || washFold?.isExpressDelivery === true,
    gratuityCents: order.gratuityCents ?? centsOf(order.gratuity ?? 0),
    promoCode:
      typeof order.promo === 'string'
        ? order.promo
        : isObject(order.promo)
          ? order.promo.code
          : order.promoCode,
    instructions: order.instructions ?? '',
  };
  if (draft.promoCode === undefined || draft.promoCode === null || draft.promoCode === '')
    delete draft.promoCode;
  return draft;
}
