import type { Page } from '@playwright/test';
import { freshEmail } from './authHelpers';
import { mailWithSubject } from './authMailbox';
import { expect, test } from './fixtures';
import { addWashFold, enterCard, fetchOrder, placeOrder } from './orderHelpers';
import { expectNoSeriousViolations, scheduleLastPickUp, signUpCustomer, staffPage } from './staffHelpers';

/**
 * docs/decisions/0087-phone-orders.md: staff on the phone schedule a pick-up for a customer. "Schedule a Pick Up" first
 * asks who the order is for; every step says "Ordering for …"; the order, its confirmation and its card are the
 * customer's.
 */

async function startPhoneOrder(admin: Page) {
  await admin.goto('/app/orders');
  await admin.getByRole('link', { name: 'Schedule a Pick Up' }).click();
  await expect(admin.getByRole('heading', { name: 'Who is this order for?', level: 1 })).toBeVisible();
}

/** The rest of the order, on each step the banner naming the customer; returns the placed order's id. */
async function orderWashFold(admin: Page, banner: string) {
  await expect(admin.getByText(banner)).toBeVisible();
  await addWashFold(admin, 12);
  await expect(admin.getByText(banner)).toBeVisible();
  await scheduleLastPickUp(admin);
  await expect(admin).toHaveURL(/\/app\/order\/checkout$/);
  await expect(admin.getByText(banner)).toBeVisible();
  await enterCard(admin, '4242 4242 4242 4242');
  return placeOrder(admin);
}

test('staff place an order for an existing customer: the order and its confirmation are the customer’s', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'phone-existing');
  const staff = await staffPage(browser);
  const admin = staff.page;
  await startPhoneOrder(admin);

  await admin.getByRole('searchbox', { name: /Search customers/ }).fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const choose = admin.getByRole('button', { name: `Order for ${email} (${email})` });
  await expect(choose).toBeVisible();
  await expectNoSeriousViolations(admin);
  // On a phone the step fits the screen: nothing scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await choose.click();

  const banner = `Ordering for ${email} (${email})`;
  await expect(admin.getByRole('heading', { name: 'Your Address', level: 1 })).toBeVisible();
  await expect(admin.getByText(banner)).toBeVisible();
  // The form starts from the customer's profile, not the staff member's.
  await expect(admin.getByLabel('Email')).toHaveValue(email);
  await admin.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await admin.getByLabel('City').fill('New York');
  await admin.getByLabel('Zip code').fill('10001');
  await admin.getByLabel('First name').fill('Gail');
  await admin.getByLabel('Phone').fill('');
  await admin.getByLabel('Phone').pressSequentially('2125550123');
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin).toHaveURL(/\/app\/order\/services$/);

  const orderId = await orderWashFold(admin, banner);
  // The customer, signed in on their own browser, reads the order as theirs, and was e-mailed its confirmation.
  const { orderNumber } = await fetchOrder(page, orderId);
  await mailWithSubject(email, `Your order #${orderNumber} is confirmed`);
  // The staff timeline says who placed the order for whom.
  await admin.goto(`/app/order/id/${orderId}`);
  await expect(admin.getByText(`Placed by Jordan Park for ${email}`)).toBeVisible();
  // The next Schedule a Pick Up asks again: the phone order ended with the checkout.
  await startPhoneOrder(admin);
  staff.expectNoErrors();
});

test('staff add a new customer on the phone and place their first order, the address from what they typed', async ({
  browser,
}) => {
  test.slow();
  const email = freshEmail('phone-new');
  const staff = await staffPage(browser);
  const admin = staff.page;
  await startPhoneOrder(admin);

  await admin.getByRole('button', { name: 'New customer' }).click();
  const form = admin.getByRole('form', { name: 'New customer' });
  await form.getByLabel('First name').fill('Nina');
  await form.getByLabel('Last name').fill('Caller');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').pressSequentially('2125550188');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('Zip', { exact: true }).fill('10001');
  await form.getByRole('button', { name: 'Save' }).click();

  const banner = `Ordering for Nina Caller (${email})`;
  await expect(admin.getByRole('heading', { name: 'Your Address', level: 1 })).toBeVisible();
  await expect(admin.getByText(banner)).toBeVisible();
  await expect(admin.getByLabel('First name')).toHaveValue('Nina');
  await expect(admin.getByLabel('Email')).toHaveValue(email);
  await expect(admin.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('350 5th Ave');
  await expect(
    admin.getByRole('radio', { name: "Use the customer's saved address: 350 5th Ave, New York, NY 10001" }),
  ).toBeChecked();
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin).toHaveURL(/\/app\/order\/services$/);

  const orderId = await orderWashFold(admin, banner);
  const { orderNumber } = await fetchOrder(admin, orderId);
  // The new customer is e-mailed a link to choose a password, and the order's confirmation.
  await mailWithSubject(email, 'Your FreshPress account');
  await mailWithSubject(email, `Your order #${orderNumber} is confirmed`);
  staff.expectNoErrors();
});
