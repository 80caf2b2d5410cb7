import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const storeMarkers = (page: Page) => page.locator('.leaflet-marker-icon.location-marker');
const detail = (page: Page) => page.locator('section.location-detail');
/** A marker's pin: the stylesheet's SVG behind its hidden name (apps/web/src/features/locations/locations.css). */
const pinOf = (marker: Locator) => marker.evaluate((element) => getComputedStyle(element).backgroundImage);

/** A refused finder call (400) is expected here; Chromium logs every failed request as a console error. */
function allowRefusedCalls(consoleErrors: string[], status: number) {
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (consoleErrors[i]!.includes(`status of ${status}`)) consoleErrors.splice(i, 1);
  }
}

async function find(page: Page, query: string) {
  await page.getByRole('textbox', { name: 'Zip code or address' }).fill(query);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

test.describe('locations page (docs/rules/public-site.md, Location finder)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  });

  test('a map with a marker per location on the configured tiles, and the list', async ({ page }) => {
    const map = page.getByRole('region', { name: 'Map of our locations' });
    await expect(storeMarkers(page)).toHaveCount(28);
    expect(await pinOf(storeMarkers(page).first())).toContain('data:image/svg+xml');
    // Manhattan at zoom 11 (docs/rules/public-site.md, Location finder), drawn from the server's built-in tiles (MAP_TILE_URL).
    const tile = map.locator('img.leaflet-tile[src*="/map-tiles/11/"]').first();
    await expect(tile).toBeVisible();
    expect(await tile.evaluate((img) => img.getBoundingClientRect().width)).toBe(256);
    await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem')).toHaveCount(28);
    await expect(page.getByRole('heading', { name: 'All locations' })).toBeVisible();
  });

  test.describe('on a dense screen (docs/decisions/0057-map-tiles-screen-resolution.md)', () => {
    test.use({ deviceScaleFactor: 2 });

    test('the tiles are one zoom level finer, drawn at 128 CSS pixels', async ({ page }) => {
      const map = page.getByRole('region', { name: 'Map of our locations' });
      const tile = map.locator('img.leaflet-tile[src*="/map-tiles/12/"]').first();
      await expect(tile).toBeVisible();
      expect(await tile.evaluate((img) => img.getBoundingClientRect().width)).toBe(128);
      await expect(map.locator('img.leaflet-tile[src*="/map-tiles/11/"]')).toHaveCount(0);
    });
  });

  test('finds the closest location by zip, zooms to it and sorts the list by distance', async ({ page }) => {
    await find(page, '10001');
    await expect(page.getByText(/^Closest to New York, NY 10001: Chelsea, \d+\.\d mi away\.$/)).toBeVisible();
    await expect(detail(page).getByRole('heading', { name: 'Chelsea' })).toBeVisible();
    await expect(detail(page)).toContainText('(212) 555-');
    await expect(page.getByRole('heading', { name: 'Locations by distance' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
    await expect(cards.first()).toContainText('Chelsea');
    await expect(cards.last()).toContainText('Delray Beach');
    await expect(cards.first()).toContainText(/\d+\.\d mi away/);
    await expect(page.locator('.location-marker--selected')).toHaveCount(1);
    await expect(storeMarkers(page)).toHaveCount(28);
    // The selected store's pin is drawn in another colour than the others'.
    const others = await pinOf(page.locator('.location-marker:not(.location-marker--selected)').first());
    expect(others).toContain('data:image/svg+xml');
    expect(await pinOf(page.locator('.location-marker--selected'))).not.toBe(others);
    // docs/rules/public-site.md, Location finder: zoom 15 on the selected location.
    await expect(page.locator('img.leaflet-tile[src*="/map-tiles/15/"]').first()).toBeVisible();
  });

  test('finds the closest location by address', async ({ page }) => {
    await find(page, '100 NE 2nd Ave, Delray Beach, FL 33445');
    await expect(page.getByText(/^Closest to Delray Beach, FL 33445: Delray Beach/)).toBeVisible();
    await expect(detail(page).getByRole('heading', { name: 'Delray Beach' })).toBeVisible();
    await expect(page.getByText("Sorry, we're not available in your area yet.")).toHaveCount(0);
  });

  test('an address that cannot be placed shows the spec message', async ({ page, consoleErrors }) => {
    await find(page, 'Nowhere Street');
    await expect(page.getByText('Sorry, this location is not valid. Please try again.')).toBeVisible();
    allowRefusedCalls(consoleErrors, 400);
    await expect(page.getByRole('heading', { name: 'All locations' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Zip code or address' }).fill(' ');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('Please enter a zip code or an address.')).toBeVisible();
  });

  test('a place far from every store says so and still ranks them', async ({ page }) => {
    await find(page, '90210');
    await expect(page.getByText("Sorry, we're not available in your area yet.")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem').first()).toContainText(
      'Delray Beach',
    );
  });

  test('a marker (by pointer) or a list entry (by pointer or keyboard) opens the detail panel', async ({
    page,
  }) => {
    await expect(detail(page).getByRole('heading', { name: 'Location details' })).toBeVisible();
    await storeMarkers(page).filter({ hasText: 'Harlem, 250 W 125th St' }).click();
    await expect(detail(page).getByRole('heading', { name: 'Harlem', exact: true })).toBeVisible();
    await expect(page.locator('.location-marker--selected')).toContainText('Harlem, 250 W 125th St');
    // The 28 markers are no tab stops (docs/decisions/0055-map-markers-pointer-only.md): the list's buttons are.
    await expect(page.locator('.location-marker[tabindex], .location-marker[role="button"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show on map for Inwood' }).focus();
    await page.keyboard.press('Enter');
    await expect(detail(page).getByRole('heading', { name: 'Inwood' })).toBeVisible();
    await page.getByRole('button', { name: 'Show on map for Williamsburg' }).click();
    await expect(detail(page).getByRole('heading', { name: 'Williamsburg' })).toBeVisible();
    await expect(detail(page)).toBeFocused();
  });
});

test('the locations REST paths answer from the same services', async ({ request }) => {
  const locations = await (await request.get('/api/locations?limit=100')).json();
  expect(locations).toHaveLength(28);
  expect(locations[0]).toMatchObject({
    _id: expect.any(String),
    name: expect.any(String),
    lat: expect.any(Number),
  });
  const zips = await (await request.get('/api/zips')).json();
  expect(zips).toContainEqual(expect.objectContaining({ zip: '33445', florida: true }));
  const tile = await request.get('/map-tiles/11/603/769.png');
  expect(tile.headers()['content-type']).toBe('image/png');
});
