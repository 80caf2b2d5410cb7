import { expect, test } from './fixtures';
import { addWashFold, fillAddress, startAsGuest } from './orderHelpers';

// The customer's path without friction: nothing typed twice, a clear way on.
// The zip check and the guest session answer from the server: allow for a busy machine.
const slow = { timeout: 15_000 };

test('the zip checked on the home page is already in the address step, with the state of its region', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('33445');
  await expect(page.getByRole('status').filter({ hasText: 'Good news!' })).toHaveText(
    'Good news! We pick up and deliver in 33445.',
    slow,
  );
  await page.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(page).toHaveURL(/\/app\/order\/address$/, slow);
  await expect(page.getByLabel('Zip code')).toHaveValue('33445');
  await expect(page.getByLabel('State')).toHaveValue('FL');
});

test('the zip of /signup/{zip} is already in the address step of a guest order', async ({ page }) => {
  await page.goto('/signup/10001');
  await expect(page.getByText('Good news! We pick up and deliver in 10001.')).toBeVisible(slow);
  await startAsGuest(page);
  await expect(page.getByLabel('Zip code')).toHaveValue('10001');
  await expect(page.getByLabel('State')).toHaveValue('NY');
});

test('once a service is on the order, the services grid offers a primary "Continue to schedule"', async ({
  page,
}) => {
  await startAsGuest(page);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Zip code').fill('10001');
  await page.getByLabel('First name').fill('Gail');
  await page.getByLabel('Email').fill('path@example.test');
  await page.getByLabel('Phone').pressSequentially('2125550123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/services$/);
  await expect(page.getByRole('link', { name: 'Continue to schedule' })).toHaveCount(0);

  await addWashFold(page, 25);
  await page.goto('/app/order/services');
  await expect(page.getByText('Add another service below, or continue.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to schedule' }).click();
  await expect(page).toHaveURL(/\/app\/order\/schedule$/);
});

test('a service below its minimum says so in the summary before checkout, with how much more removes it', async ({
  page,
}) => {
  await startAsGuest(page);
  await fillAddress(page);
  await page.goto('/app/order/services/washpress');
  await page.getByLabel('Item', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Quantity').selectOption('5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/schedule$/, slow);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByText('Minimum delivery surcharge')).toBeVisible();
  await expect(
    summary.getByText(
      'Wash & Press orders under $32.00 include a minimum delivery charge. Add $22.05 more of Wash & Press to remove it.',
    ),
  ).toBeVisible();
});
