import { bench, describe } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from './defaults';
import { priceOrder } from './priceOrder';
import { sampleDraft, samplePriceLists, sampleSpecial } from './testing';

// A typical order: wash and fold with a product, wash and press, dry clean and tailoring, a 10% promotion,
// and the checkout schedule check (pick-up still offered, delivery far enough after it). One benchmark
// iteration prices a batch of orders so timer overhead does not dominate: orders/second = hz x BATCH.
const BATCH = 1000;
const draft = sampleDraft();
const options = {
  settings: DEFAULT_REGIONAL_SETTINGS.ny,
  priceLists: samplePriceLists('ny'),
  special: sampleSpecial(),
  customerHistory: { nonCanceledOrderCount: 0 },
};
// A new clock reading for every order, as on a server, so no per-instant cache flatters the figure.
const start = Date.parse('2025-03-08T15:00:00Z');
let tick = 0;

describe('priceOrder', () => {
  bench(
    `${BATCH} typical orders (four services, a promotion, a schedule check)`,
    () => {
      for (let i = 0; i < BATCH; i += 1) {
        tick = (tick + 1) % 3_600_000;
        const pricing = priceOrder(draft, { ...options, now: start + tick });
        if (pricing.errors.length > 0) throw new Error('the benchmark order must price cleanly');
      }
    },
    { time: 3000, warmupTime: 500 },
  );
});
