import { describe, expect, it } from 'vitest';
import { DEFAULT_REGIONAL_SETTINGS } from '../defaults';
import { pickUpCalculatorQuote, selfDropOffQuote } from './calculator';

const { ny, fl } = DEFAULT_REGIONAL_SETTINGS;

describe('selfDropOffQuote (docs/rules/public-site.md, Calculators; docs/rules/messages.md, Public site and accounts: validation)', () => {
  it.each([
    [ny, 'washFold', 5.99, { ok: false, message: 'Self drop off orders must be a minimum of 6 lbs.' }],
    [ny, 'washFold', 6, { ok: true, quoteCents: 1175 }],
    [ny, 'washFold', 7, { ok: true, quoteCents: 1340 }],
    [ny, 'washFold', 7.5, { ok: true, quoteCents: 1423 }], // 1175 + 247.5
    [ny, 'organicWashFold', 7.5, { ok: true, quoteCents: 1445 }],
    [fl, 'washFold', 7.99, { ok: false, message: 'Self drop off orders must be a minimum of 8 lbs.' }],
    [fl, 'washFold', 8, { ok: true, quoteCents: 1000 }],
    [fl, 'washFold', 9, { ok: true, quoteCents: 1145 }],
    [fl, 'organicWashFold', 10, { ok: true, quoteCents: 1320 }],
  ] as const)('%#: %s %d lbs', (settings, kind, lbs, expected) => {
    expect(selfDropOffQuote(settings, kind, lbs)).toEqual(expected);
  });
});

describe('pickUpCalculatorQuote (docs/rules/messages.md, Public site and accounts: validation)', () => {
  it.each([
    ['washFold', 19.99, { ok: false, message: 'Pickup/delivery orders must be a minimum of 20 lbs.' }],
    ['washFold', 20, { ok: true, quoteCents: 2900 }],
    ['washFold', 22, { ok: true, quoteCents: 3100 }],
    ['organicWashFold', 20, { ok: true, quoteCents: 3200 }],
  ] as const)('%s %d lbs', (kind, lbs, expected) => {
    expect(pickUpCalculatorQuote(ny, kind, lbs)).toEqual(expected);
  });
});
