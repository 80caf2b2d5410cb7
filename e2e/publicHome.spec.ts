import { expect, test } from './fixtures';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('home page zip check (docs/rules/public-site.md, Zip check; docs/rules/messages.md, Public site and accounts: validation)', () => {
  test('a served zip shows the available message and the next steps', async ({ page }) => {
    await page.goto('/');
    const zip = page.getByRole('textbox', { name: 'Zip code' });
    await zip.fill('10001');
    await expect(page.getByRole('status').filter({ hasText: 'Good news!' })).toHaveText(
      'Good news! We pick up and deliver in 10001.',
    );
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/signup/10001',
    );
    await expect(page.getByRole('button', { name: 'Continue as a Guest' })).toBeVisible();
  });

  test('a zip outside the area shows the unavailable message', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('90210');
    await expect(page.getByText("Sorry! We're not yet available in your area.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'locations', exact: true })).toHaveAttribute(
      'href',
      '/locations',
    );
  });

  test('the zip is required and takes 5 digits only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('Please enter your zip code.')).toBeVisible();
    const zip = page.getByRole('textbox', { name: 'Zip code' });
    await zip.fill('ab123');
    await expect(zip).toHaveValue('123');
    await expect(zip).toHaveAttribute('maxlength', '5');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
  });

  test('shows the promise and the locations teaser', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Clean clothes, cleaner city' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '28 locations near you' })).toBeVisible();
    await page.getByRole('link', { name: 'Find a location' }).click();
    await expect(page).toHaveURL('/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  });
});

test.describe('install hint on an iPhone (docs/rules/public-site.md, Pages)', () => {
  test.use({
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('shows until dismissed, then stays dismissed', async ({ page }) => {
    await page.goto('/');
    const hint = page.getByRole('complementary', { name: 'Install the app' });
    await expect(hint).toContainText('Add to Home Screen');
    await hint.getByRole('button', { name: 'Dismiss install hint' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
  });
});

test('no install hint on a desktop browser', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Install the app' })).toHaveCount(0);
});

test.describe('update checker (docs/rules/public-site.md, Update check)', () => {
  const banner = 'New version available! Please refresh to get the latest updates.';

  test('a newer version in /meta.json shows the banner; Later dismisses it', async ({ page }) => {
    await page.route('**/meta.json', (route) => route.fulfill({ json: { version: '2.10.0' } }));
    await page.goto('/');
    await expect(page.getByText(banner)).toBeVisible();
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByText(banner)).toHaveCount(0);
  });

  test('Refresh Now reloads the page', async ({ page }) => {
    let served = 0;
    await page.route('**/meta.json', (route) => {
      served += 1;
      return route.fulfill({ json: { version: served === 1 ? '3.0.0' : '2.2.0' } });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Refresh Now' }).click();
    await expect.poll(() => served).toBeGreaterThan(1);
    await expect(page.getByText(banner)).toHaveCount(0);
  });

  test('the same or an older version shows nothing', async ({ page }) => {
    await page.route('**/meta.json', (route) => route.fulfill({ json: { version: '2.2.0' } }));
    const checked = page.waitForResponse('**/meta.json');
    await page.goto('/');
    await checked;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(banner)).toHaveCount(0);
  });

  test('the real server answers the running version with no caching', async ({ request }) => {
    const response = await request.get('/meta.json');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ version: '2.2.0' });
  });
});

test('the manifest and its icons are served', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'FreshPress', display: 'standalone', start_url: '/' });
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', type: 'image/png' }]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
  }
});

test.describe('header and footer on a phone (docs/rules/public-site.md, Header and footer)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Florida Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await nav.getByRole('link', { name: 'Specials' }).click();
    await expect(page).toHaveURL('/specials');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The link to the page already shown closes it too, and so does a tap outside it.
    await toggle.click();
    await nav.getByRole('link', { name: 'Specials' }).click();
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(200, 820);
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header and footer are on every public page', async ({ page }) => {
    for (const path of [
      '/pricing',
      '/florida-pricing',
      '/specials',
      '/locations',
      '/support',
      '/privacy-policy',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Schedule a Pickup' }).first()).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(path === '/florida-pricing' ? 'Florida' : 'New York City');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    }
  });
});
