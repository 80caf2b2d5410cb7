import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '../../i18n/i18n';
import { orderThankYouParams, orderThankYouPath } from '../../routes/paths';
import { TEST_MODE_NOTICE } from './cardEntry';
import { priceUpdatedNotice } from './priceUpdate';

// The notice is the `ordering` catalogue's, in the page's language.
beforeAll(async () => {
  await loadAreas(['ordering']);
  await activateLocale('en');
});

const paramsOf = (path: string) => new URL(path, 'https://example.test').searchParams;

describe('the thank-you view after a price change (docs/rules/pricing.md, The server prices every order)', () => {
  it("names the server's total", () => {
    expect(priceUpdatedNotice(4_250)).toBe(
      'Your estimated total was updated to $42.50 when we placed your order.',
    );
  });

  it('carries priceChanged from checkout.placeOrder through the URL', () => {
    expect(orderThankYouParams(paramsOf(orderThankYouPath('o-1', true)))).toEqual({
      orderId: 'o-1',
      priceChanged: true,
    });
    expect(orderThankYouParams(paramsOf(orderThankYouPath('o 2', false)))).toEqual({
      orderId: 'o 2',
      priceChanged: false,
    });
    expect(orderThankYouPath('o-3')).toBe('/app/order/thank-you?order=o-3');
  });
});

describe('the test-mode notice', () => {
  it('lists the three test cards: success, declined, insufficient funds', () => {
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) {
      expect(TEST_MODE_NOTICE).toContain(card);
    }
    expect(TEST_MODE_NOTICE).toContain('insufficient funds');
  });
});
