import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, countValues, i18n, loadAreas } from './i18n';

/**
 * A count in a message selects on its plural category, never through Lingui's `plural`
 * (docs/decisions/0111-public-pages-without-number-data.md): the words are the same, and no number format is made.
 */
describe('a count in a message', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await activateLocale('en');
  });

  it.each([
    ['en', 1, '1 location', '1 location'],
    ['en', 28, '28 locations', '28 locations'],
    ['es', 1, '1 sucursal', '1 sucursal'],
    ['es', 2, '2 sucursales', '2 sucursales'],
  ] as const)('%s, %i: the header says "%s", the pages "%s"', async (locale, count, header, pages) => {
    await activateLocale(locale);
    await loadAreas(['public']);
    expect(i18n._('layout.header.locations', countValues(count))).toBe(header);
    expect(i18n._('public.storeCount.count', countValues(count))).toBe(pages);
  });

  it('is said without making a number format', async () => {
    await activateLocale('es');
    await loadAreas(['public']);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(i18n._('layout.header.locations', countValues(1000))).toBe('1000 sucursales');
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
