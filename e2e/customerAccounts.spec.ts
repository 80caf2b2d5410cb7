import type { Page } from '@playwright/test';
import { expectRefusedCalls, freshEmail, ORDER_PAGE } from './authHelpers';
import { linkFromMail, mailCount, proveGuestEmail } from './authMailbox';
import { expect, test } from './fixtures';
import { addWashFold, enterCard, fillAddress, placeOrder, schedule, startAsGuest } from './orderHelpers';

// Accounts without friction (docs/decisions/0041-order-links.md, docs/decisions/0042-profile-from-first-order.md).
const slow = { timeout: 15_000 };
// A whole order, its e-mail and a second browser: more than the default on a shared machine.
test.describe.configure({ timeout: 90_000 });

async function guestOrder(page: Page): Promise<{ email: string; orderId: string; orderNumber: string }> {
  await startAsGuest(page);
  const email = await fillAddress(page);
  await addWashFold(page, 15);
  await schedule(page);
  await enterCard(page, '4242 4242 4242 4242');
  const orderId = await placeOrder(page);
  const lead = await page.locator('.thank-you .lead strong').first().textContent();
  return { email, orderId, orderNumber: lead!.replace('#', '') };
}

test('the confirmation e-mail\'s "View your order" link opens the order in a fresh browser without asking for the e-mail', async ({
  page,
  browser,
}) => {
  const { email, orderId, orderNumber } = await guestOrder(page);
  const link = await linkFromMail(email, '/app/order/id/');
  expect(link).toMatch(/\?link=/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible(slow);
  await expect(other.getByText('Please enter the email address you used when you booked')).toHaveCount(0);
  await expect(other.getByLabel('Email')).toHaveCount(0);
  // The secret leaves the address bar once used.
  await expect(other).toHaveURL(new RegExp(`/app/order/id/${orderId}$`));
  await fresh.close();
});

test('a wrong link says so clearly and the order still asks for the e-mail', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { email, orderId } = await guestOrder(page);
  await linkFromMail(email, '/app/order/id/');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const errors: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await other.goto(`/app/order/id/${orderId}?link=${'a'.repeat(32)}`);
  await expect(
    other.getByText(
      'This link to your order is not valid or has expired. Please log in, or enter the e-mail you ordered with, to see it.',
    ),
  ).toBeVisible(slow);
  await expect(other.getByLabel('Email')).toBeVisible();
  expectRefusedCalls(errors, 400);
  expect(errors).toEqual([]);
  await fresh.close();
  expect(consoleErrors).toEqual([]);
});

test('a guest who typed the e-mail proves it with the e-mailed code, then makes a verified account with the order in it', async ({
  page,
}) => {
  const { email, orderNumber } = await guestOrder(page);
  const offer = page.getByRole('region', { name: 'Create an account to track this order' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(email)).toBeVisible();
  // docs/decisions/0068-guest-mailbox-proof.md: a typed e-mail makes no account; the mailbox proves it first.
  await expect(offer.getByLabel('Confirm password')).toHaveCount(0);
  await proveGuestEmail(page, email);
  await offer.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await offer.getByLabel('Confirm password').fill('correct horse battery');
  await offer.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible(slow);
  await expect(page.getByText(`This order and your earlier orders with ${email} are in your`)).toBeVisible();
  await page.getByRole('link', { name: 'Order History' }).click();
  await expect(page.getByText(`#${orderNumber}`)).toBeVisible(slow);
  // Verified at once: no banner asks for the e-mail again.
  await expect(page.getByText('Please verify your e-mail')).toHaveCount(0);
});

test('a guest who came through the signed link gets a verified account at once, with the order in it', async ({
  page,
  browser,
}) => {
  const { email, orderId, orderNumber } = await guestOrder(page);
  const link = await linkFromMail(email, '/app/order/id/');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible(slow);
  // The thank-you page of this order, in the browser that proved the mailbox.
  await other.goto(`/app/order/thank-you?order=${orderId}`);
  const offer = other.getByRole('region', { name: 'Create an account to track this order' });
  await offer.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await offer.getByLabel('Confirm password').fill('correct horse battery');
  await offer.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByText(`This order and your earlier orders with ${email} are in your`)).toBeVisible(
    slow,
  );
  await other.getByRole('link', { name: 'Order History' }).click();
  await expect(other.getByText(`#${orderNumber}`)).toBeVisible(slow);
  await fresh.close();
});

test('after sign-up a banner asks to verify the e-mail, sends the link again, and is gone once verified', async ({
  page,
}) => {
  const email = freshEmail('verify');
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  const banner = page.locator('.verify-email-banner');
  await expect(banner.getByText('Please verify your e-mail')).toBeVisible();
  await linkFromMail(email, '/verify/');
  const before = mailCount(email);
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner.getByText('We sent the link again. Please check your e-mail.')).toBeVisible(slow);
  const verifyPath = await linkFromMail(email, '/verify/', before);

  await page.goto(verifyPath);
  await expect(page).not.toHaveURL(/\/verify\//, slow);
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await expect(page.locator('.verify-email-banner')).toHaveCount(0);
});

test("a customer's first order fills the empty profile, and the account says which order did", async ({
  page,
}) => {
  const email = freshEmail('profile');
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await fillAddress(page, { email });
  await addWashFold(page, 12);
  await schedule(page);
  await enterCard(page, '4242 4242 4242 4242');
  await placeOrder(page);
  const orderNumber = (await page.locator('.thank-you .lead strong').first().textContent())!.replace('#', '');

  await page.goto('/app/account');
  await expect(page.getByText(`Filled in from your order #${orderNumber}`)).toBeVisible(slow);
  const details = page.locator('.account-details');
  await expect(details.getByText('Gail')).toBeVisible();
  await expect(details.getByText('350 5th Ave')).toBeVisible();
  await expect(details.getByText('(212) 555-0123')).toBeVisible();
});
