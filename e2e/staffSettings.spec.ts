import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expectRefusedCalls, freshEmail, logIn } from './authHelpers';
import { test } from './fixtures';
import {
  addWashFold,
  enterCard,
  fetchOrder,
  fillAddress,
  placeOrder,
  schedule,
  startAsGuest,
} from './orderHelpers';
import { demoPassword } from './playwright.config';
import {
  ADMIN,
  expect,
  openSettings,
  saveSection,
  section,
  setWashFoldPerLb,
  startEditing,
} from './settingsHelpers';

/**
 * In a browser of its own, a guest builds a 25 lb wash and fold order (New York unless told) up to the
 * schedule step and reads the summary's wash and fold line; with `place`, schedules it and places it with
 * the 4242 test card.
 */
async function guestOrder(browser: Browser, options: { state?: string; zip?: string; place?: boolean }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await startAsGuest(page);
    await fillAddress(page, { email: freshEmail('settings'), zip: options.zip, state: options.state });
    await addWashFold(page, 25);
    // A new guest's next step is the schedule (addWashFold also allows the checkout, for an order that has one).
    await expect(page).toHaveURL(/\/app\/order\/schedule$/);
    const line = page
      .getByRole('complementary', { name: 'Your Order' })
      .getByRole('listitem')
      .filter({ hasText: 'Wash & Fold' });
    await expect(line).toBeVisible();
    const shown = (await line.textContent()) ?? '';
    if (!options.place) return { shown, orderId: null };
    await schedule(page);
    await enterCard(page, '4242424242424242');
    return { shown, orderId: await placeOrder(page) };
  } finally {
    await context.close();
  }
}

async function calculatorPrice(page: Page, path: string) {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Wash & Fold Calculator' });
  await form.getByRole('radio', { name: 'Pick-up & delivery' }).check();
  await form.getByRole('radio', { name: 'Regular' }).check();
  await form.getByRole('textbox', { name: 'Weight (lbs)' }).fill('25');
  await form.getByRole('button', { name: 'Calculate' }).click();
  return form.getByRole('status');
}

/** axe finds no serious or critical violation (the bar of e2e/a11y.spec.ts). */
async function expectAccessible(page: Page) {
  await expect(page.locator('.spinner')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

const SECTIONS = [
  'Disable Ordering',
  'Time Windows',
  'Minimum Delivery Amounts ($)',
  'Minimum Delivery Days',
  'Wash & Fold Settings',
  'Organic Wash & Fold Settings',
  'Wash & Fold Products',
  'Wash & Press Services',
  'Dry Clean Services',
  'Tailoring Services',
  'Comforter Services',
  'Eligible Zip Codes',
];

test.describe('staff settings (docs/rules/settings.md, The screen)', () => {
  test.setTimeout(300_000);

  test('a raised New York per-lb price reaches its calculator and new orders; Florida and a placed order keep theirs', async ({
    page,
    browser,
  }) => {
    // 25 lbs: $29 for the first 20, then 5 lbs at the per-lb rate, in whole dollars.
    const before = await guestOrder(browser, { place: true });
    expect(before.shown).toContain('$36.00');

    await openSettings(page);
    await setWashFoldPerLb(page, '2.00');
    try {
      await expect(await calculatorPrice(page, '/pricing')).toHaveText('Estimated price: $39.00');
      await expect(page.getByText('$29.00 for up to 20 lbs, then $2.00 per lb.')).toBeVisible();
      await expect(await calculatorPrice(page, '/florida-pricing')).toHaveText('Estimated price: $36.00');

      const newYork = await guestOrder(browser, { place: true });
      expect(newYork.shown).toContain('$39.00');
      const florida = await guestOrder(browser, { state: 'FL', zip: '33445' });
      expect(florida.shown).toContain('$36.00');

      // The server priced the new order at the new rate and kept the earlier order's price.
      const placedBefore = await fetchOrder(page, before.orderId!);
      const placedAfter = await fetchOrder(page, newYork.orderId!);
      expect(placedAfter.totals.quoteTotalCents - placedBefore.totals.quoteTotalCents).toBe(3_00);
      const again = await fetchOrder(page, before.orderId!);
      expect(again.totals.quoteTotalCents).toBe(placedBefore.totals.quoteTotalCents);
    } finally {
      await setWashFoldPerLb(page, '1.45');
    }
    await expect(await calculatorPrice(page, '/pricing')).toHaveText('Estimated price: $36.00');
  });

  test('a new zip passes the zip check at once, and a removed one no longer does', async ({ page }) => {
    await openSettings(page);
    await startEditing(page);
    let zips = await section(page, 'Eligible Zip Codes');
    await zips.getByRole('button', { name: 'Add Zip Code' }).click();
    const form = zips.getByRole('form', { name: 'Add Zip Code' });
    await expect(form.getByLabel('Florida')).not.toBeChecked();
    await form.getByLabel('Zip code').fill('1110');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a 5-digit zip code.')).toBeVisible();
    await form.getByLabel('Zip code').fill('11101');
    await saveSection(page, form);
    await expect(zips.getByRole('cell', { name: '11101', exact: true })).toBeVisible();

    await page.goto('/');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('11101');
    await expect(page.getByRole('status').filter({ hasText: 'Good news!' })).toHaveText(
      'Good news! We pick up and deliver in 11101.',
    );

    await page.goto('/app/settings');
    await startEditing(page);
    zips = await section(page, 'Eligible Zip Codes');
    await zips.getByRole('button', { name: 'Remove 11101' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(zips.getByRole('cell', { name: '11101', exact: true })).toHaveCount(0);
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('11101');
    await expect(page.getByText("Sorry! We're not yet available in your area.")).toBeVisible();
  });

  test('the Florida screen shows its own zips, and a new zip there starts as a Florida zip', async ({
    page,
  }) => {
    await openSettings(page, '/app/settings-florida');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
    for (const title of SECTIONS) await section(page, title);
    await expectAccessible(page);
    const zips = await section(page, 'Eligible Zip Codes');
    await expect(zips.getByRole('cell', { name: '33445', exact: true })).toBeVisible();
    await expect(zips.getByRole('cell', { name: '10001', exact: true })).toHaveCount(0);
    await startEditing(page);
    await zips.getByRole('button', { name: 'Add Zip Code' }).click();
    await expect(zips.getByRole('form', { name: 'Add Zip Code' }).getByLabel('Florida')).toBeChecked();
    const products = await section(page, 'Wash & Fold Products');
    await products.getByRole('button', { name: 'Add Product' }).click();
    await expectAccessible(page);
  });

  test('bad input is refused with the spec texts and a stale save with a clear message', async ({
    page,
    browser,
  }) => {
    await openSettings(page);
    await startEditing(page);
    const washFold = await section(page, 'Wash & Fold Settings');
    await washFold.getByLabel('Wash & Fold per lb ($)').fill('1.455');
    await washFold.getByRole('button', { name: 'Save' }).click();
    await expect(washFold.getByText('Please enter a valid amount.')).toBeVisible();

    const windows = await section(page, 'Time Windows');
    await windows.getByLabel('First pick-up').selectOption({ label: '9-10pm' });
    await windows.getByLabel('Last pick-up').selectOption({ label: '8-9pm' });
    await windows.getByRole('button', { name: 'Save' }).click();
    await expect(windows.getByText('The first time window must not be after the last.')).toBeVisible();
    await windows.getByLabel('First pick-up').selectOption({ label: 'Select One' });
    await windows.getByRole('button', { name: 'Save' }).click();
    await expect(windows.getByText('Please select a time window.')).toBeVisible();
    await expect(windows.getByLabel('Last pick-up').locator('option')).toHaveText([
      'Select One',
      '7-8am',
      '8-9am',
      '9-10am',
      '10-11am',
      '11-12pm',
      '12-1pm',
      '1-2pm',
      '2-3pm',
      '3-4pm',
      '4-5pm',
      '5-6pm',
      '6-7pm',
      '7-8pm',
      '8-9pm',
      '9-10pm',
    ]);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(windows.getByText('11-12pm').first()).toBeVisible();

    // Two super admins edit Minimum Delivery Amounts: the second save is refused, not silently applied.
    const other = await (await browser.newContext()).newPage();
    await openSettings(other);
    await startEditing(page);
    await startEditing(other);
    const mine = await section(page, 'Minimum Delivery Amounts ($)');
    const theirs = await section(other, 'Minimum Delivery Amounts ($)');
    await mine.getByLabel('Comforter minimum ($)').fill('33');
    await saveSection(page, mine);
    await theirs.getByLabel('Comforter minimum ($)').fill('40');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(
      theirs.getByText(
        'These settings were changed by someone else after you opened them, so your changes were not saved. Please reload them and make your changes again.',
      ),
    ).toBeVisible();
    await page.reload();
    await expect((await section(page, 'Minimum Delivery Amounts ($)')).getByText('$33.00')).toBeVisible();
    await startEditing(page);
    const restore = await section(page, 'Minimum Delivery Amounts ($)');
    await restore.getByLabel('Comforter minimum ($)').fill('32');
    await saveSection(page, restore);
    await other.context().close();
  });

  test('an Admin is kept out of both settings screens, and the server refuses them too', async ({
    page,
    consoleErrors,
  }) => {
    await logIn(page, ADMIN, demoPassword);
    await expect(page).toHaveURL(/\/app\/orders$/);
    for (const path of ['/app/settings', '/app/settings-florida']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/orders$/);
    }
    const refused = await page.request.post('/api/settings/disableordering', {
      data: { disableOrdering: true, disableOrderingMessage: 'Not yours to change.' },
    });
    expect(refused.status()).toBe(403);
    const read = await page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({ region: 'ny' }));
      return (await fetch(`/trpc/settings.get?input=${input}`)).status;
    });
    expect(read).toBe(403);
    expectRefusedCalls(consoleErrors, 403);
  });
});
