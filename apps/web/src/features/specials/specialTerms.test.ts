import { describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '../../i18n/i18n';
import { type PublicSpecial, specialExpires, specialOffer, specialServices } from './specialTerms';

// The terms are worded in the page's language: English here, as the specials page starts.
await loadAreas(['public']);
await activateLocale('en');

const none = {
  washFold: false,
  organicWashFold: false,
  washPress: false,
  dryClean: false,
  tailoring: false,
  comforter: false,
};

function special(change: Partial<PublicSpecial>): PublicSpecial {
  return {
    percentDiscount: null,
    promotionalPriceCents: null,
    discountAmountCents: null,
    services: none,
    expirationDate: '2027-12-31',
    ...change,
  } as PublicSpecial;
}

describe('special terms', () => {
  it.each([
    [{ percentDiscount: 15 }, '15% off'],
    [{ discountAmountCents: 1000 }, '$10.00 off'],
    [{ promotionalPriceCents: 499, services: { ...none, dryClean: true } }, '$4.99 per item'],
    [
      { promotionalPriceCents: 125, services: { ...none, washFold: true, organicWashFold: true } },
      '$1.25 per lb',
    ],
    [{ promotionalPriceCents: 3000, services: { ...none, comforter: true } }, '$30.00 per comforter'],
  ])('%o -> %s', (change, text) => expect(specialOffer(special(change))).toBe(text));

  it('names the flagged services, or every service when none is flagged', () => {
    expect(specialServices(special({}))).toBe('Every service');
    expect(specialServices(special({ services: { ...none, washPress: true, tailoring: true } }))).toBe(
      'Wash & Press, Tailoring',
    );
  });

  it('shows the expiration day as it is, whatever the time zone', () => {
    expect(specialExpires(special({ expirationDate: '2027-01-01' }))).toBe('Jan 1, 2027');
  });
});
