import { expectRefusedCalls, freshEmail, ORDER_PAGE } from './authHelpers';
import { linkFromMail, mailCount } from './authMailbox';
import { expect, test } from './fixtures';
import { addWashFold, enterCard, fillAddress, placeOrder, schedule, startAsGuest } from './orderHelpers';

test('a declined card shows the card message and creates nothing', async ({ page, consoleErrors }) => {
  await startAsGuest(page);
  const email = await fillAddress(page);
  await addWashFold(page, 15);
  await schedule(page);

  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  expectRefusedCalls(consoleErrors, 422);

  // A good card is a new submission (a new idempotency key); a double click still places one order.
  await page.getByLabel('Card number').fill('');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order');
  // It carries its signed link (docs/decisions/0041-order-links.md).
  expect(await linkFromMail(email, '/app/order/id/')).toMatch(
    new RegExp(`^/app/order/id/${orderId}\\?link=[a-z2-7]{32}$`),
  );
  await page.waitForTimeout(1500);
  expect(mailCount(email)).toBe(1);
});

test('a signed-in customer saves a card and reuses it on a second order', async ({ page }) => {
  const email = freshEmail('cards');
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);

  // A signed-in user sees the sidebar instead of the log-in link.
  await expect(page.getByRole('navigation', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to your account' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await fillAddress(page, { email });
  await addWashFold(page, 12);
  await schedule(page);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Save Card').check();
  const first = await placeOrder(page);

  // The next order starts at the same address; the saved card is offered and chosen.
  await page.getByRole('link', { name: 'Schedule another pickup' }).click();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('350 5th Ave');
  await page.getByRole('button', { name: 'Continue' }).click();
  await addWashFold(page, 14);
  await schedule(page);
  const saved = page.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const second = await placeOrder(page);
  expect(second).not.toBe(first);
});
