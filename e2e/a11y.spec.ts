import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Axe finds no serious or critical violation on any public page, at phone and desktop widths. */
async function expectNoSeriousViolations(page: Page) {
  // Let lazy chunks and queries settle: no spinner left on the page.
  await expect(page.locator('.spinner')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/pricing',
  '/florida-pricing',
  '/specials',
  '/locations',
  '/promise',
  '/business-services',
  '/contact',
  '/support',
  '/privacy-policy',
  '/login',
  '/signup',
  '/forgot-password',
];

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`accessibility at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/locations') await expect(page.locator('.location-marker')).toHaveCount(28);
        await expectNoSeriousViolations(page);
      });
    }

    test('the interactive states: zip result, calculator answers, finder result, menu, update banner', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.route('**/meta.json', (route) => route.fulfill({ json: { version: '9.0.0' } }));
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Zip code' }).fill('10001');
      await expect(page.getByRole('link', { name: 'Create an Account' })).toBeVisible();
      await expect(page.getByText('New version available!')).toBeVisible();
      if (viewport.width < 1200) await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoSeriousViolations(page);

      await page.goto('/pricing');
      const washFold = page.getByRole('form', { name: 'Wash & Fold Calculator' });
      await washFold.getByRole('textbox', { name: 'Weight (lbs)' }).fill('5');
      await washFold.getByRole('button', { name: 'Calculate' }).click();
      await expect(washFold.getByRole('status')).toHaveText(
        'Self drop off orders must be a minimum of 6 lbs.',
      );
      const tailoring = page.getByRole('form', { name: 'Tailoring Calculator' });
      await tailoring.getByRole('combobox', { name: 'Clothing type' }).selectOption({ label: 'Dress' });
      await tailoring.getByRole('checkbox', { name: 'Hem' }).check();
      await tailoring.getByRole('button', { name: 'Calculate' }).click();
      await expect(tailoring.getByRole('status')).toContainText('Estimated price');
      await expectNoSeriousViolations(page);

      await page.goto('/locations');
      await page.getByRole('textbox', { name: 'Zip code or address' }).fill('10001');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Locations by distance' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/support');
      await page.getByRole('button', { name: 'How long does it take to get my clothes back?' }).click();
      await expectNoSeriousViolations(page);
    });
  });
}
