import { expect, test } from './fixtures';
import { addWashFold, enterCard, fetchOrder, fillAddress, placeOrder } from './orderHelpers';
import { scheduleLastPickUp, signUpCustomer, staffPage } from './staffHelpers';

/**
 * docs/decisions/0093-customer-preferences.md: a customer saves their preferences on the Account screen; their next
 * order keeps a copy, which staff read on the order's detail and its ticket.
 */
test('preferences saved on the account page show on the staff detail and ticket of the next order', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'preferences');
  await page.goto('/app/account');
  await expect(page.getByText('None saved yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Change preferences' }).click();
  const form = page.getByRole('form', { name: 'Your preferences' });
  // The form starts from the defaults.
  await expect(form.getByLabel('Detergent')).toHaveValue('regular');
  await expect(form.getByLabel('Hung or folded')).toHaveValue('folded');
  await form.getByLabel('Detergent').selectOption('hypoallergenic');
  await form.getByLabel('Starch').selectOption('light');
  await form.getByLabel('Creases').selectOption('yes');
  await form.getByLabel('Hung or folded').selectOption('hung');
  await form.getByLabel('Standing note').fill('Cold wash only, please.');
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your preferences' })).toContainText(
    'Detergent: Hypoallergenic',
  );

  // The next order starts from them: the checkout's instructions hold the standing note.
  await page.goto('/app/order/address');
  await fillAddress(page, { email });
  await addWashFold(page, 12);
  await scheduleLastPickUp(page);
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  await expect(page.getByLabel('Instructions')).toHaveValue('Cold wash only, please.');
  await enterCard(page, '4242 4242 4242 4242');
  const orderId = await placeOrder(page);
  const order = { orderId, ...(await fetchOrder(page, orderId)) };
  const staff = await staffPage(browser);
  const admin = staff.page;
  await admin.goto(`/app/order/id/${order.orderId}`);
  const preferences = admin.getByTestId('order-preferences');
  await expect(preferences).toContainText('Detergent: Hypoallergenic');
  await expect(preferences).toContainText('Starch: Light');
  await expect(preferences).toContainText('Creases: Yes');
  await expect(preferences).toContainText('Finish: Hung');
  await expect(preferences).toContainText('Note: Cold wash only, please.');
  await expect(admin.getByText('Cold wash only, please.', { exact: true })).toBeVisible();
  await admin.goto(`/app/order/id/${order.orderId}/ticket`);
  await expect(admin.getByTestId('ticket-preferences')).toHaveText(
    'Detergent: Hypoallergenic · Fabric softener: No · Starch: Light · Creases: Yes · Finish: Hung · Note: Cold wash only, please.',
  );
  staff.expectNoErrors();
});
