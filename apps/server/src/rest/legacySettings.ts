import type { RegionPricing } from '@laundry/api';
import { timeWindow } from '@laundry/pricing';
import { dollars } from './http';

const SERVICES = ['washFold', 'organicWashFold', 'washPress', 'dryClean', 'tailoring', 'comforter'] as const;
const TAILORING = ['hem', 'taper', 'zipper', 'sleeves', 'patch', 'fix', 'waist', 'lining'] as const;

/**
 * A region's settings and price lists in the shape of docs/rules/records.md, Regional settings (time windows as {value, label},
 * money as 2-decimal strings, _id fields): what the legacy order page loads for both regions.
 */
export function legacySettings({ settings: s, priceLists: lists }: RegionPricing) {
  const minimums = Object.fromEntries(
    SERVICES.flatMap((service) => [
      [`${service}MinDelivery`, dollars(s[`${service}MinDeliveryCents`])],
      [`${service}MinDeliveryDays`, s[`${service}MinDeliveryDays`]],
    ]),
  );
  return {
    disableOrdering: s.disableOrdering,
    disableOrderingMessage: s.disableOrderingMessage,
    firstPickUp: timeWindow(s.firstPickUp),
    lastPickUp: timeWindow(s.lastPickUp),
    firstDelivery: timeWindow(s.firstDelivery),
    lastDelivery: timeWindow(s.lastDelivery),
    firstSameDayPickUp: timeWindow(s.firstSameDayPickUp),
    lastSameDayPickUp: timeWindow(s.lastSameDayPickUp),
    firstSameDayDelivery: timeWindow(s.firstSameDayDelivery),
    ...minimums,
    washFoldUpToXLbs: s.washFoldUpToXLbs,
    washFoldPerLb: dollars(s.washFoldPerLbCents),
    washFoldMinimumPrice: dollars(s.washFoldMinimumPriceCents),
    organicWashFoldUpToXLbs: s.organicWashFoldUpToXLbs,
    organicWashFoldPerLb: dollars(s.organicWashFoldPerLbCents),
    organicWashFoldMinimumPrice: dollars(s.organicWashFoldMinimumPriceCents),
    products: lists.products.map((p) => ({ _id: p.id, item: p.item, price: dollars(p.priceCents) })),
    washPress: lists.washPress.map((w) => ({ _id: w.id, item: w.item, price: dollars(w.priceCents) })),
    dryClean: lists.dryClean.map((d) => ({
      _id: d.id,
      item: d.item,
      options: {
        base: dollars(d.basePriceCents),
        press: { dryClean: dollars(d.dryCleanPressPriceCents), pressOnly: dollars(d.pressOnlyPriceCents) },
        crease: d.offersCrease,
        noCrease: dollars(d.noCreaseChargeCents),
        starch: d.offersStarch,
      },
    })),
    tailoring: lists.tailoring.map((t) => ({
      _id: t.id,
      item: t.item,
      options: Object.fromEntries(TAILORING.map((o) => [o, dollars(t[`${o}Cents`])])),
    })),
    comforter: lists.comforter.map((c) => ({
      _id: c.id,
      item: c.item,
      options: { notDown: dollars(c.notDownCents), down: dollars(c.downCents) },
    })),
  };
}
