import { expect, test } from './fixtures';
import { addWashFold, fillAddress, startAsGuest } from './orderHelpers';
import { customerPlacesOrder, signUpCustomer } from './staffHelpers';

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

// A wrong password's 'Incorrect email or password.' is e2e/authRoles.spec.ts's.
test.describe('log-in says what happened (docs/rules/messages.md, Public site, accounts and staff screens: errors)', () => {
  async function tryLogIn(page: import('@playwright/test').Page) {
    await page.goto('/login');
    await page.getByLabel('Email').fill('customer@demo.laundry.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  /** The browser logs the failed request itself; that, and only that, is expected here. */
  function expectOnlyTheFailedRequest(consoleErrors: string[]) {
    const unexpected = consoleErrors.filter((text) => !/Failed to load resource/.test(text));
    consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  }

  test('a dropped connection, keeping what was typed', async ({ page, consoleErrors }) => {
    await page.route('**/trpc/auth.login**', (route) => route.abort('internetdisconnected'));
    await tryLogIn(page);
    await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible(
      slow,
    );
    await expect(page.getByText('Incorrect email or password.')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('customer@demo.laundry.test');
    expectOnlyTheFailedRequest(consoleErrors);
  });

  test('a failure on our side', async ({ page, consoleErrors }) => {
    await page.route('**/trpc/auth.login**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    await tryLogIn(page);
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible(slow);
    await expect(page.getByText('Incorrect email or password.')).toHaveCount(0);
    expectOnlyTheFailedRequest(consoleErrors);
  });
});

// Consistency: the site says what the data and the order say.
test('the header, the home page and the Locations page count the stores from the data', async ({ page }) => {
  const stores = (await (await page.request.get('/api/locations')).json()) as unknown[];
  expect(stores.length).toBe(28);
  await page.goto('/');
  await expect(page.locator('.topbar__note')).toHaveText(
    `Free pick-up & delivery · ${stores.length} locations`,
    slow,
  );
  await expect(page.getByRole('heading', { name: `${stores.length} locations near you` })).toBeVisible();
  await page.goto('/locations');
  await expect(page.getByText(`Drop off at any of our ${stores.length} locations for`)).toBeVisible(slow);
  await page.goto('/contact');
  // The Contact page's promise: every store's number is listed.
  const storeList = page.locator('section', { has: page.getByRole('heading', { name: 'Call a store' }) });
  await expect(storeList.locator('a[href^="tel:"]')).toHaveCount(stores.length, slow);
});

test('the footer names Florida during a Florida order and New York City during a New York one', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  await startAsGuest(page);
  await fillAddress(page, { zip: '33445' });
  await expect(footer.getByText('Serving Florida with free pick-up and delivery.')).toBeVisible();
  await page.goto('/app/order/address');
  await page.getByLabel('Zip code').fill('10001');
  await page.getByLabel('State').fill('NY');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/services$/);
  await expect(footer.getByText('Serving New York City with free pick-up and delivery.')).toBeVisible();
  await page.goto('/pricing');
  await expect(footer.getByText('Serving New York City with free pick-up and delivery.')).toBeVisible();
});

test("the pricing page states each service's minimum for pick-up and delivery, from live settings", async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(
    page.getByText(
      'Wash & Press pick-up and delivery orders under $32.00 include a minimum delivery charge for the difference.',
    ),
  ).toBeVisible(slow);
  for (const label of ['Wash & Fold', 'Organic Wash & Fold', 'Dry Clean', 'Tailoring', 'Comforter']) {
    await expect(
      page.getByText(new RegExp(`^${label} pick-up and delivery orders under \\$\\d+\\.\\d\\d include`)),
    ).toBeVisible();
  }
});

test('a returning customer picks their saved address or types a new one', async ({ page }) => {
  const email = await signUpCustomer(page, 'saved-address');
  await customerPlacesOrder(page, email);
  // The first order filled the empty profile; the next order offers it.
  await page.goto('/app/order/address');
  const saved = page.getByRole('radio', { name: 'Use my saved address: 350 5th Ave, New York, NY 10001' });
  const other = page.getByRole('radio', { name: 'Use a different address' });
  const street = page.getByRole('textbox', { name: 'Address', exact: true });
  await expect(saved).toBeChecked(slow);
  await expect(street).toHaveValue('350 5th Ave');
  await other.check();
  await expect(street).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
  await saved.check();
  await expect(street).toHaveValue('350 5th Ave');
  await expect(page.getByLabel('Zip code')).toHaveValue('10001');
  // Typing over the saved address makes it a different one.
  await street.fill('1 Main St');
  await expect(other).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/services$/);
});
