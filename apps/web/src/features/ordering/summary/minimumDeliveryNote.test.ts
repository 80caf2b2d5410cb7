import { DEFAULT_REGIONAL_SETTINGS, type ServiceLine } from '@laundry/pricing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '../../../i18n/i18n';
import { minimumDeliveryReasons } from './minimumDeliveryNote';

// The sentences are the `ordering` catalogue's, in the page's language (English unless a test switches).
beforeAll(async () => {
  await loadAreas(['ordering']);
  await activateLocale('en');
});
afterEach(() => activateLocale('en'));

const line = (service: ServiceLine['service'], quoteCents: number): ServiceLine => ({
  service,
  label: service,
  quoteCents,
  weightHundredths: 0,
  rows: [],
  units: 0,
  products: [],
  productsCents: 0,
});
const ny = DEFAULT_REGIONAL_SETTINGS.ny;

describe('minimumDeliveryReasons (docs/rules/pricing.md, Surcharges)', () => {
  it('names the service, its minimum and how much more removes the charge', () => {
    expect(minimumDeliveryReasons([line('washPress', 20_95)], ny)).toEqual([
      'Wash & Press orders under $32.00 include a minimum delivery charge. Add $11.05 more of Wash & Press to remove it.',
    ]);
  });

  it('says nothing for a service at or above its minimum', () => {
    expect(minimumDeliveryReasons([line('washFold', 29_00), line('dryClean', 40_00)], ny)).toEqual([]);
  });

  it('gives each wash and fold kind its own top-up', () => {
    expect(minimumDeliveryReasons([line('washFold', 20_00), line('organicWashFold', 30_00)], ny)).toEqual([
      'Wash & Fold orders under $29.00 include a minimum delivery charge. Add $9.00 more of Wash & Fold to remove it.',
      'Organic Wash & Fold orders under $32.00 include a minimum delivery charge. Add $2.00 more of Organic Wash & Fold to remove it.',
    ]);
  });

  it('does not promise a top-up that would leave another short service charged', () => {
    expect(minimumDeliveryReasons([line('washPress', 20_00), line('tailoring', 10_00)], ny)).toEqual([
      'Wash & Press orders under $32.00 include a minimum delivery charge.',
      'Tailoring orders under $32.00 include a minimum delivery charge.',
    ]);
  });

  it('says it in Spanish on a Spanish page, with the service named as the order flow names it', async () => {
    await activateLocale('es');
    expect(minimumDeliveryReasons([line('washPress', 20_95)], ny)).toEqual([
      'Los pedidos de Lavado y planchado de menos de $32.00 incluyen un cargo por entrega mínima. Agregue $11.05 más de Lavado y planchado para eliminarlo.',
    ]);
  });
});
