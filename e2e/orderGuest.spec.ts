import { linkFromMail } from './authMailbox';
import { expect, test } from './fixtures';
import { enterCard, fillAddress, placeOrder, schedule, startAsGuest } from './orderHelpers';

test('a guest orders wash and fold plus dry clean with a promo and a tip', async ({ page }) => {
  await startAsGuest(page);
  await expect(page.getByRole('link', { name: 'Log in to your account' })).toHaveAttribute('href', '/login');

  // docs/rules/messages.md, Order flow: validation: the address step's messages.
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of [
    'Please enter your address.',
    'Please enter your city.',
    'Please enter your zipcode.',
    'Please enter your name.',
    'Email is required.',
    'Phone number is required.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('City')).toHaveAttribute('aria-describedby', /error/);
  // Every field the step refuses empty is marked required, the phone too.
  for (const label of ['City', 'State', 'Zip code', 'First name', 'Email', 'Phone']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-required', 'true');
  }
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Fifth Avenue');
  await page.getByLabel('Zip code').fill('99999');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid address.')).toBeVisible();
  await expect(page.getByText("Sorry! We're not yet available in your area.")).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  // The first refused field takes the focus a frame after the messages (docs/decisions/0052-web-phones-and-keyboard.md);
  // typing key by key into another field starts once it has, or the move would take the keys that follow.
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toBeFocused();
  await page.getByLabel('Phone').pressSequentially('2125550123');
  await expect(page.getByLabel('Phone')).toHaveValue('(212) 555-0123');
  // A New York zip with the state FL is not served: no Florida prices for a New York address (docs/rules/regions.md).
  const notServed = page.getByText("Sorry! We're not yet available in your area.");
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('First name').fill('Gail');
  await page.getByLabel('Email').fill('gail@example.test');
  await page.getByLabel('Zip code').fill('10001');
  await expect(notServed).toBeHidden();
  await page.getByLabel('State').fill('FL');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(notServed).toBeVisible();
  await expect(page).toHaveURL(/\/app\/order\/address$/);
  await page.getByLabel('State').fill('NY');
  await expect(notServed).toBeHidden();
  const email = await fillAddress(page);

  // docs/rules/ordering.md, The steps: six tiles; wash and fold asks for a weight and shows the minimum price below 20 lbs.
  await expect(page.locator('.service-tile')).toHaveCount(6);
  await page.getByRole('link', { name: /^Wash & Fold/ }).click();
  await expect(page).toHaveURL(/\/services\/washfold$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText(
      'Please provide your best estimate. You will be charged for the exact weight once we receive your items.',
    ),
  ).toBeVisible();
  await page.getByLabel('Estimated weight (lbs)').fill('12');
  await expect(page.getByText('Orders up to 20 lbs are charged the minimum price of $29.00.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/schedule$/);

  // The summary appears with the first service, each with its price and a trash button.
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Wash & Fold' })).toContainText('$29.00');
  await expect(summary.getByRole('button', { name: 'Remove Wash & Fold' })).toBeVisible();

  // Dry clean: rows with item and quantity, validated, then priced.
  await summary.getByRole('link', { name: 'Add another service' }).click();
  await page.getByRole('link', { name: /^Dry Clean/ }).click();
  await expect(page.getByRole('heading', { name: 'What would you like dry cleaned?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Item cannot be empty.')).toBeVisible();
  await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Shirt ($7.95)' });
  await page.getByLabel('Quantity').selectOption('2');
  await expect(page.getByLabel('Starch')).toHaveValue('noStarch');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(summary.getByRole('listitem').filter({ hasText: 'Dry Clean' })).toContainText('$15.90');

  // The page survives a reload: the order lives in local storage under 'auth'.
  await page.reload();
  await expect(summary.getByRole('listitem').filter({ hasText: 'Dry Clean' })).toContainText('$15.90');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(stored.order.dryClean.items[0].quantity).toBe(2);

  await schedule(page);
  await expect(page.getByLabel(/Express delivery/)).toHaveCount(0);

  // Checkout: the summary has the address and windows, no trash buttons, a promo form and a tip form.
  await expect(summary.getByText('350 5th Ave')).toBeVisible();
  await expect(summary.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await summary.getByLabel('Promo code', { exact: true }).fill('NOPE');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText('Please enter a valid promo code.')).toBeVisible();
  await summary.getByLabel('Promo code', { exact: true }).fill('welcome15');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText(/Promo code WELCOME15 applied/)).toBeVisible();
  await expect(summary.getByText('Promo discount')).toBeVisible();
  // The control that took the place of the focused one gets the focus: Remove, then the code's field again.
  await expect(summary.getByRole('button', { name: 'Remove promo code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(summary.getByLabel('Promo code', { exact: true })).toBeFocused();
  await page.keyboard.type('welcome15');
  await page.keyboard.press('Enter');
  await expect(summary.getByText(/Promo code WELCOME15 applied/)).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove promo code' })).toBeFocused();

  await summary.getByLabel('Custom tip ($)').fill('five');
  await summary.getByRole('button', { name: 'Apply tip' }).click();
  await expect(summary.getByText('Tip must be numeric.')).toBeVisible();
  await summary.getByLabel('Custom tip ($)').fill('5');
  await summary.getByRole('button', { name: 'Apply tip' }).click();
  await expect(summary.getByText('Your tip: $5.00')).toBeVisible();
  await summary.getByRole('button', { name: '15%' }).click();
  await expect(summary.getByRole('button', { name: '15%' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Instructions').fill('Ring the doorman.');
  await expect(page.getByText(/Test mode: no real card is charged\. Use 4242 4242 4242 4242/)).toBeVisible();
  await expect(page.getByLabel('Save Card')).toHaveCount(0);
  await enterCard(page, '4242 4242 4242 4242');
  const total = await summary.getByTestId('order-total').textContent();
  const orderId = await placeOrder(page);
  await expect(page.getByTestId('placed-total')).toHaveText(total!);
  await expect(page.getByText(/We sent a confirmation to/)).toContainText(email);

  // The confirmation e-mail links to the order.
  // It carries its signed link (docs/decisions/0041-order-links.md).
  expect(await linkFromMail(email, '/app/order/id/')).toMatch(
    new RegExp(`^/app/order/id/${orderId}\\?link=[a-z2-7]{32}$`),
  );
});
