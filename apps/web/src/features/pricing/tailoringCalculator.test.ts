import { samplePriceLists } from '@laundry/pricing/testing';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '../../i18n/i18n';
import {
  CLOTHING_TYPE_REQUIRED_MESSAGE,
  SERVICE_NOT_FOUND_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
  tailoringCalculatorResult,
} from './tailoringCalculator';

// The lines are worded in the page's language: English here, as the pricing pages start.
await loadAreas(['public']);
await activateLocale('en');

const items = samplePriceLists('ny').tailoring;
const pants = items.find((item) => item.item === 'Pants')!;

describe('tailoringCalculatorResult', () => {
  it('asks for a clothing type first, with the spec wording', () => {
    expect(tailoringCalculatorResult(items, 'ny', '', ['hem'])).toEqual({
      ok: false,
      message: 'Please select a clothing type.',
    });
    expect(CLOTHING_TYPE_REQUIRED_MESSAGE).toBe('Please select a clothing type.');
  });

  it('asks for a service', () => {
    expect(tailoringCalculatorResult(items, 'ny', pants.id, [])).toEqual({
      ok: false,
      message: SERVICE_REQUIRED_MESSAGE,
    });
  });

  it('sums the chosen services in the price list order', () => {
    const result = tailoringCalculatorResult(items, 'ny', pants.id, ['patch', 'hem']);
    expect(result).toEqual({
      ok: true,
      item: 'Pants',
      lines: [
        { label: 'Hem', cents: pants.hemCents },
        { label: 'Patch', cents: pants.patchCents },
      ],
      totalCents: pants.hemCents! + pants.patchCents!,
    });
  });

  it("says 'Service not found.' for a service the clothing type does not offer", () => {
    const noSleeves = items.find((item) => item.sleevesCents === null)!;
    expect(tailoringCalculatorResult(items, 'ny', noSleeves.id, ['hem', 'sleeves'])).toEqual({
      ok: false,
      message: 'Service not found.',
    });
    expect(SERVICE_NOT_FOUND_MESSAGE).toBe('Service not found.');
  });

  it("says 'Service not found.' for a clothing type gone from the list or of another region", () => {
    expect(tailoringCalculatorResult(items, 'ny', 'removed', ['hem'])).toMatchObject({ ok: false });
    expect(tailoringCalculatorResult(items, 'fl', pants.id, ['hem'])).toEqual({
      ok: false,
      message: SERVICE_NOT_FOUND_MESSAGE,
    });
  });
});
