import { logIn } from './authHelpers';
import { expect, test } from './fixtures';
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

test('a staff member edits an order and the total changes', async ({ browser, page }) => {
  // A guest's whole order and then a staff member's edit of it: two sessions' worth of steps.
  test.setTimeout(90_000);
  await startAsGuest(page);
  await fillAddress(page);
  await addWashFold(page, 12);
  await schedule(page);
  await enterCard(page, '4242 4242 4242 4242');
  const orderId = await placeOrder(page);
  const before = await fetchOrder(page, orderId);

  const staff = await browser.newPage();
  const errors: string[] = [];
  staff.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await logIn(staff, 'admin@demo.laundry.test', demoPassword);
  await expect(staff).toHaveURL(/\/app\/orders$/);
  await staff.goto(`/app/order/edit?orderId=${orderId}`);
  await expect(staff.getByText(`You are editing order #${before.orderNumber}.`)).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('350 5th Ave');
  await staff.getByRole('button', { name: 'Continue' }).click();
  await expect(staff).toHaveURL(/\/app\/order\/services$/);
  await staff.getByRole('link', { name: /^Wash & Fold Everyday/ }).click();
  await expect(staff.getByLabel('Estimated weight (lbs)')).toHaveValue('12');
  await staff.getByLabel('Estimated weight (lbs)').fill('30');
  // docs/rules/ordering.md, The steps: 'Update' when the service is on the order; editing goes straight to checkout.
  await staff.getByRole('button', { name: 'Update' }).click();
  await expect(staff).toHaveURL(/\/app\/order\/checkout$/);
  // The edit flow has no schedule step.
  await expect(staff.getByRole('navigation', { name: 'Order progress' }).getByText('Schedule')).toHaveCount(
    0,
  );
  await expect(staff.getByTestId('order-total')).toHaveText('$43.00');
  // The customer's first order may take the first-time code: the edit is priced for that customer,
  // with this order left out of their history (orders.quoteEdit), not for the staff member.
  const summary = staff.getByRole('complementary', { name: 'Your Order' });
  await summary.getByLabel('Promo code', { exact: true }).fill('welcome15');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText(/Promo code WELCOME15 applied/)).toBeVisible();
  await expect(staff.getByTestId('order-total')).not.toHaveText('$43.00');
  const shown = await staff.getByTestId('order-total').textContent();
  // One total everywhere: back in the steps, the summary shows the same total, with the promo discount.
  const progress = staff.getByRole('navigation', { name: 'Order progress' });
  await progress.getByRole('link', { name: /Services/ }).click();
  await expect(staff).toHaveURL(/\/app\/order\/services$/);
  await expect(
    staff.getByRole('complementary', { name: 'Your Order' }).getByText('Promo discount'),
  ).toBeVisible();
  await expect(staff.getByTestId('order-total')).toHaveText(shown ?? '');
  await progress.getByRole('link', { name: /Checkout/ }).click();
  await expect(staff.getByTestId('order-total')).toHaveText(shown ?? '');
  await staff.getByRole('button', { name: 'Update Order' }).click();
  await expect(staff).toHaveURL(/\/app\/orders$/);

  const after = await fetchOrder(staff, orderId);
  expect(before.totals.quoteTotalCents).toBe(2900);
  expect(after.totals.quoteTotalCents).toBeLessThan(4300);
  expect(shown).toBe(`$${(after.totals.quoteTotalCents / 100).toFixed(2)}`);
  // The customer's own local order was untouched by the edit.
  expect(errors).toEqual([]);
  await staff.close();
});
