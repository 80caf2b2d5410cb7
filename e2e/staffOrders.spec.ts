import { readFileSync } from 'node:fs';
import { logIn } from './authHelpers';
import { expect, test } from './fixtures';
import { demoPassword } from './playwright.config';
import {
  customerPlacesOrder,
  expectNoSeriousViolations,
  openOrder,
  orderRow,
  STAFF,
  searchOrders,
  signUpCustomer,
  staffPage,
  submitMoneyForm,
  tryMoneyForm,
} from './staffHelpers';

/**
 * docs/rules/staff-screens.md, Orders screen: the search finds a phone number however it is written and an order number
 * with or without '#'. Every e2e order has the phone (212) 555-0123; the newest, this test's, is the list's first row.
 */
test('the orders search finds a phone number however it is written, and an order number with its #', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'phone-search');
  const order = await customerPlacesOrder(page, email);
  const staff = await staffPage(browser);
  const admin = staff.page;
  const firstRow = admin.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
  for (const written of ['212-555-0123', '+1 212 555 0123', '2125550123', '212.555.0123']) {
    await searchOrders(admin, written);
    await expect(firstRow.getByRole('link', { name: `#${order.orderNumber}`, exact: true })).toBeVisible();
  }
  await searchOrders(admin, `#${order.orderNumber}`);
  await expect(admin.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  // A number nobody has finds nothing, however it is written.
  await searchOrders(admin, '+1 917 000 0000');
  await expect(admin.getByText('No orders match these filters.')).toBeVisible();
  staff.expectNoErrors();
});

test.describe('the staff layout (docs/rules/staff-screens.md, Orders screen; docs/rules/roles.md, Who may do what)', () => {
  test('SuperAdmin reaches every staff screen from the navigation, which folds on a phone', async ({
    page,
  }) => {
    await logIn(page, STAFF.SuperAdmin, demoPassword);
    await expect(page).toHaveURL(/\/app\/orders$/);
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Orders',
      'Customers',
      'Routes',
      'Users',
      'Locations',
      'Specials',
      'Settings',
      'Settings Florida',
      'Audit',
    ]);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Super Admin')).toBeVisible();
    // The site's marketing header is not part of the staff's screens.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/\/app\/audit$/);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/app\/customers$/);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Admin sees the Dashboard, Orders, Customers and Routes only; customers keep the site header', async ({
    page,
  }) => {
    await logIn(page, STAFF.Admin, demoPassword);
    await expect(page).toHaveURL(/\/app\/orders$/);
    await expect(page.getByRole('navigation', { name: 'Staff' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Orders',
      'Customers',
      'Routes',
    ]);
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signUpCustomer(page, 'layout');
    await page.goto('/app/orders');
    await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  });
});

test('an admin finds an order, assigns a location, moves it through the statuses, charges less than the hold and refunds part of it', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'staff-flow');
  const order = await customerPlacesOrder(page, email);
  const staff = await staffPage(browser);
  const admin = staff.page;

  // Search by e-mail: only this order; the view is in the address.
  await searchOrders(admin, email);
  const table = admin.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(orderRow(admin, order.orderNumber)).toContainText('Gail');
  await expect(orderRow(admin, order.orderNumber)).toContainText('Wash & Fold');
  await expect(orderRow(admin, order.orderNumber)).toContainText('$0.00');

  // Search by order number.
  await searchOrders(admin, String(order.orderNumber));
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();

  // Filters: status and dates, each a step back in the history.
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
  await expect(admin).toHaveURL(/status=Completed/);
  await expect(admin.getByText('No orders match these filters.')).toBeVisible();
  await admin.goBack();
  await expect(admin).not.toHaveURL(/status=/);
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  await expect(admin.getByRole('searchbox', { name: 'Search' })).toHaveValue(String(order.orderNumber));
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'New' });
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  await admin.getByLabel('Dates of').selectOption({ label: 'Pick-up' });
  const pickUp = await fetchPickUpDate(admin, order.orderId);
  await admin.getByLabel('Start date').fill(pickUp);
  await admin.getByLabel('End date').fill(pickUp);
  await expect(admin).toHaveURL(new RegExp(`startDate=${pickUp}.*endDate=${pickUp}`));
  // A reversed range is refused on the spot, and the list keeps its view.
  await admin.getByLabel('Start date').fill('2099-01-01');
  await expect(admin.getByText('The start date must be on or before the end date.')).toBeVisible();
  await expect(admin.getByLabel('Start date')).toHaveValue(pickUp);
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  // Typed with the keyboard (month, day, year), a date applies once whole, not year digit by year digit.
  await admin.getByLabel('End date').focus();
  await admin.getByLabel('End date').pressSequentially('12312099');
  await expect(admin.getByLabel('End date')).toHaveValue('2099-12-31');
  await expect(admin).toHaveURL(/endDate=2099-12-31/);
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  await admin.getByLabel('End date').fill(pickUp);
  await expect(admin).toHaveURL(new RegExp(`endDate=${pickUp}`));
  await admin.getByLabel('Dates of').selectOption({ label: 'Delivery' });
  await expect(admin.getByText('No orders match these filters.')).toBeVisible();
  // A shared link shows the same view.
  const shared = admin.url();
  await admin.goto(shared);
  await expect(admin.getByLabel('Dates of')).toHaveValue('delivery');
  await admin.getByRole('button', { name: 'Clear' }).click();
  await expect(admin).toHaveURL(/\/app\/orders$/);
  await expect(admin.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

  // Location: the choices exclude the current store; the row follows the change.
  await searchOrders(admin, email);
  const location = admin.getByLabel(`Location of order ${order.orderNumber}`);
  const current = (await location.locator('option').first().textContent())!;
  const others = await location.locator('option').allTextContents();
  expect(others.slice(1)).not.toContain(current);
  const next = others[1]!;
  await location.selectOption({ label: next });
  await expect(location.locator('option').first()).toHaveText(next);
  await admin.getByLabel('Location', { exact: true }).selectOption({ label: next });
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
  await admin.getByRole('button', { name: 'Clear' }).click();
  await searchOrders(admin, email);

  // Statuses, as staff may set them (docs/rules/statuses.md, Status changes by staff), each shown with its label.
  const status = admin.getByLabel(`Status of order ${order.orderNumber}`);
  const row = orderRow(admin, order.orderNumber);
  // An arrow key on the focused box changes nothing by itself; Escape puts the box back
  // (docs/decisions/0077-orders-status-changes-undo.md).
  await status.focus();
  await status.press('ArrowDown');
  await expect(row.getByRole('button', { name: 'Change' })).toBeVisible();
  await status.press('Escape');
  await expect(status).toHaveValue('New');
  await expect(row.getByRole('button', { name: 'Change' })).toHaveCount(0);
  // A change is undone within its seconds: the order is back, and the customer is told nothing.
  await status.selectOption('En Route for Pick Up');
  await row.getByRole('button', { name: 'Change' }).click();
  await expect(admin.getByText(`Order #${order.orderNumber} is now En Route for Pick Up.`)).toBeVisible();
  await expect(status).toBeFocused();
  await admin.getByRole('button', { name: 'Undo' }).click();
  await expect(admin.getByText(`Order #${order.orderNumber} is back to New.`)).toBeVisible();
  await expect(status).toHaveValue('New');
  for (const value of ['En Route for Pick Up', 'In Progress', 'En Route for Delivery', 'Completed']) {
    await status.selectOption(value);
    await row.getByRole('button', { name: 'Change' }).click();
    await expect(admin.getByText(`Order #${order.orderNumber} is now`)).toContainText(value);
    await expect(status).toHaveValue(value);
    await expect(admin.getByRole('alert')).toHaveCount(0);
  }

  // The order detail: charge less than the $43.50 hold, then refund part of it.
  const numberLink = orderRow(admin, order.orderNumber).getByRole('link', { name: `#${order.orderNumber}` });
  // A thumb's target: at least 24 px tall (docs/decisions/0052-web-phones-and-keyboard.md).
  expect((await numberLink.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await numberLink.click();
  await expect(admin).toHaveURL(new RegExp(`/app/order/id/${order.orderId}$`));
  await expect(admin.getByTestId('order-status')).toHaveText('Completed');
  await expect(admin.getByTestId('order-location')).toHaveText(next);
  await expect(admin.getByTestId('amount-held')).toHaveText('$43.50');
  // The card the customer typed at checkout, which the order records with its hold.
  await expect(admin.getByTestId('hold-card')).toHaveText('Visa •••• 4242');
  // The form names the amount and the card and asks once before anything moves (docs/decisions/0071-money-actions-confirm.md).
  const charge = await tryMoneyForm(admin, 'Charge', '25.5', 'Weighed at 12 lbs');
  await expect(charge.getByText('Charge $25.50 to Visa •••• 4242?')).toBeFocused();
  await charge.getByRole('button', { name: 'Go Back' }).click();
  await expect(charge.getByLabel('Amount ($)')).toBeFocused();
  await expect(admin.getByTestId('amount-charged')).toHaveCount(0);
  await submitMoneyForm(admin, 'Charge', '25.5', 'Weighed at 12 lbs');
  await expect(admin.getByText('$25.50 was charged to the card.')).toBeVisible();
  // The charge form is gone with the focus in it: the outcome takes the focus.
  await expect(admin.locator(':focus')).toContainText('$25.50 was charged to the card.');
  await expect(admin.getByTestId('order-status')).toHaveText('Paid');
  await expect(admin.getByTestId('amount-charged')).toHaveText('$25.50');
  await expect(admin.getByRole('form', { name: 'Charge' })).toHaveCount(0);

  await tryMoneyForm(admin, 'Refund', '1.234');
  await expect(admin.getByText('Please enter a valid amount.')).toBeVisible();
  await submitMoneyForm(admin, 'Refund', '10');
  await expect(admin.getByText('$10.00 was refunded to the card.')).toBeVisible();
  await expect(admin.getByTestId('order-status')).toHaveText('Refund Processed');
  await expect(admin.getByTestId('amount-refunded')).toHaveText('$10.00');
  // Only $15.50 is left to refund.
  await tryMoneyForm(admin, 'Refund', '15.51');
  await expect(
    admin.getByText(
      'Error: You are attempting to refund more than the amount paid. You can refund up to $15.50.',
    ),
  ).toBeVisible();
  await expect(admin.getByTestId('amount-refunded')).toHaveText('$10.00');
  // The earlier refund's notice does not stand above the refused one.
  await expect(admin.getByText('$10.00 was refunded to the card.')).toHaveCount(0);

  // The timeline says what happened, who did it and when (New York time).
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Order placed')).toBeVisible();
  await expect(timeline.getByText('Location changed')).toBeVisible();
  await expect(timeline.getByText('In Progress → En Route for Delivery')).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Payment captured' })).toContainText(
    '$25.50',
  );
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Payment refunded' })).toContainText(
    /\$10\.00.*ET · Jordan Park \(Admin\)/,
  );

  // Nothing moves a refunded order's status: the server's refusal shows in the orders screen's banner.
  expect((await admin.getByRole('link', { name: '← Orders' }).boundingBox())?.height).toBeGreaterThanOrEqual(
    24,
  );
  await admin.getByRole('link', { name: '← Orders' }).click();
  await searchOrders(admin, email);
  await expect(status).toHaveValue('Refund Processed');
  await status.selectOption('New');
  await orderRow(admin, order.orderNumber).getByRole('button', { name: 'Change' }).click();
  await expect(admin.getByRole('alert')).toContainText(
    'This order has been refunded. Its status can no longer change.',
  );
  await expect(status).toHaveValue('Refund Processed');
  staff.expectNoErrors([409]);
});

test('the export downloads orders.csv of every order matching the filter', async ({ page, browser }) => {
  test.slow();
  const email = await signUpCustomer(page, 'export');
  const first = await customerPlacesOrder(page, email);
  const second = await customerPlacesOrder(page, email, 15);
  const staff = await staffPage(browser);
  await searchOrders(staff.page, email);
  await expect(staff.page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(3);
  const download = staff.page.waitForEvent('download');
  await staff.page.getByRole('link', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('orders.csv');
  const lines = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(3);
  // Newest first, as the list shows them.
  expect(lines[1]).toContain(String(second.orderNumber));
  expect(lines[2]).toContain(String(first.orderNumber));
  expect(lines[1]).toContain(email);
  staff.expectNoErrors();
});

test("a customer's Order History holds only their orders, without the staff columns", async ({
  page,
  browser,
}) => {
  test.slow();
  const other = await staffPage(browser, STAFF.Admin);
  const email = await signUpCustomer(page, 'history');
  const order = await customerPlacesOrder(page, email);
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('columnheader')).toHaveText([
    /Order/,
    'Services',
    /Pick-up/,
    /Delivery/,
    /Status/,
    /Location/,
  ]);
  // The customer reads plain words (docs/rules/statuses.md, What customers read), and filters by them only.
  await expect(orderRow(page, order.orderNumber)).toContainText('Scheduled');
  const statusFilter = page.getByLabel('Status', { exact: true });
  await expect(statusFilter.locator('option')).toHaveText([
    'Any status',
    'Scheduled',
    'Waiting for card authorization',
    'Waiting for your approval',
    'New amount approved',
    'On the way to pick up',
    'In progress',
    'Out for delivery',
    'Delivered',
    'Paid',
    'Refunded',
    'Canceled',
  ]);
  await statusFilter.selectOption({ label: 'Scheduled' });
  await expect(orderRow(page, order.orderNumber)).toBeVisible();
  await statusFilter.selectOption({ label: 'Delivered' });
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('link', { name: 'Export' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Schedule a Pick Up' }).click();
  await expect(page).toHaveURL(/\/app\/order\/address$/);
  // Staff see the same order among everyone's; both screens pass axe on a laptop and a phone.
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await other.page.setViewportSize(viewport);
    await other.page.goto('/app/orders');
    await searchOrders(other.page, email);
    await expect(orderRow(other.page, order.orderNumber)).toBeVisible();
    await expectNoSeriousViolations(other.page);
    await openOrder(other.page, order);
    await expect(
      other.page.getByRole('region', { name: 'Timeline' }).getByText('Order placed'),
    ).toBeVisible();
    await expectNoSeriousViolations(other.page);
  }
  other.expectNoErrors();
});

/** The order's pick-up date as the server holds it. */
async function fetchPickUpDate(page: import('@playwright/test').Page, orderId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const input = encodeURIComponent(JSON.stringify({ orderId: id }));
    const response = await fetch(`/trpc/orders.get?input=${input}`);
    return (await response.json()).result.data.schedule.pickUpDate as string;
  }, orderId);
}
