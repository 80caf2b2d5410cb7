import { expectRefusedCalls } from './authHelpers';
import { linkFromMail, mailCount, proveGuestEmail } from './authMailbox';
import { expect, test } from './fixtures';
import { addWashFold, enterCard, fetchOrder, fillAddress, placeOrder, startAsGuest } from './orderHelpers';
import {
  customerPlacesOrder,
  expectNoSeriousViolations,
  newYorkNow,
  openOrder,
  optionValues,
  orderRow,
  type PlacedOrder,
  scheduleLastPickUp,
  searchOrders,
  signUpCustomer,
  staffPage,
  submitMoneyForm,
} from './staffHelpers';

test('staff charge more than the hold; the customer authorizes the new amount from the e-mail, then staff capture', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'reauth');
  const order = await customerPlacesOrder(page, email);
  const staff = await staffPage(browser);
  const admin = staff.page;
  // The confirmation (with its signed ?link=) goes through the outbox too: count from after it, so the link
  // read below is the reauthorization e-mail's.
  await linkFromMail(email, `/app/order/id/${order.orderId}\\?link=`);
  const mailsBefore = mailCount(email);

  await openOrder(admin, order);
  await expect(admin.getByTestId('amount-held')).toHaveText('$43.50');
  await submitMoneyForm(admin, 'Charge', '60.00', 'Heavier than estimated');
  await expect(
    admin.getByText('$60.00 is more than the hold, so the customer was e-mailed a link to authorize it.'),
  ).toBeVisible();
  await expect(admin.getByTestId('order-status')).toHaveText('Waiting for Reauth');
  // Staff never see the customer's reauthorization form.
  await expect(admin.getByRole('heading', { name: 'Authorize the new amount' })).toHaveCount(0);

  // The e-mail links to the order; the customer's form is there while the new amount waits.
  const link = await linkFromMail(email, '/app/order/id/', mailsBefore);
  expect(link).toMatch(new RegExp(`^/app/order/id/${order.orderId}\\?link=[a-z2-7]{32}$`));
  // The e-mail's own link signs the customer in, once, in whatever browser opens it
  // (docs/decisions/0078-orders-reauthorization-link.md).
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(link);
  await expect(fresh.getByRole('form', { name: 'Authorize the new amount' })).toBeVisible();
  await expect(fresh).toHaveURL(new RegExp(`/app/order/id/${order.orderId}$`));
  await fresh.context().close();
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Authorize the new amount' });
  await expect(form).toBeVisible();
  // The customer reads the status in plain words (docs/rules/statuses.md, What customers read).
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for your approval');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Authorize $60.00' }).click();
  await expect(form.getByText('Your card number is incomplete.').first()).toBeVisible();
  await enterCard(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Authorize $60.00' }).click();
  await expect(form.getByText('Your card was declined.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 422);
  await page.getByLabel('Card number').fill('');
  await enterCard(page, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Authorize $60.00' }).click();
  await expect(page.getByText('Thank you! Your card is authorized for $60.00.')).toBeVisible();
  // One notice, not two.
  await expect(page.getByText(/^Thank you!/)).toHaveCount(1);
  await expect(page.getByTestId('order-status')).toHaveText('New amount approved');
  await expect(page.getByTestId('amount-held')).toHaveText('$60.00');
  await expect(form).toHaveCount(0);

  // Staff capture the new amount.
  await admin.reload();
  await expect(admin.getByTestId('order-status')).toHaveText('Ready to Capture Payment');
  await submitMoneyForm(admin, 'Charge', '60');
  await expect(admin.getByText('$60.00 was charged to the card.')).toBeVisible();
  await expect(admin.getByTestId('order-status')).toHaveText('Paid');
  await expect(admin.getByTestId('amount-charged')).toHaveText('$60.00');
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('New authorization requested')).toBeVisible();
  await expect(timeline.getByText('Card authorized for the new amount')).toBeVisible();
  staff.expectNoErrors();
});

test('a customer cancels a New order and the hold is released', async ({ page }) => {
  test.slow();
  const email = await signUpCustomer(page, 'cancel');
  const order = await customerPlacesOrder(page, email);
  await openOrder(page, order);
  await expect(page.getByTestId('order-status')).toHaveText('Scheduled');
  await expectNoSeriousViolations(page);

  // Keeping the order changes nothing.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog.getByText('Are you sure you want to cancel this order?')).toBeVisible();
  await dialog.getByRole('button', { name: 'No, Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Scheduled');

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(
    page.getByText('The order has been canceled and the hold on the card has been released.'),
  ).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Canceled');
  await expect(page.getByText('Hold (released)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ hasText: 'Order canceled' }),
  ).toContainText('Scheduled → Canceled · $43.50 released');
  const view = await fetchOrder(page, order.orderId);
  expect((view as unknown as { status: string }).status).toBe('Canceled');
});

test('an order that may no longer move offers no reschedule form: it says why and whom to call; staff move it from today on', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'reschedule');

  // Staff record an order for the customer whose pick-up and delivery have passed (staff may place an order a
  // month back; docs/rules/scheduling.md, Pick-up).
  const staff = await staffPage(browser);
  const admin = staff.page;
  await admin.goto('/app/order/address');
  await fillAddress(admin, { email });
  await addWashFold(admin, 12);
  await scheduleFirstPickUp(admin);
  await expect(admin).toHaveURL(/\/app\/order\/checkout$/);
  await enterCard(admin, '4242 4242 4242 4242');
  const orderId = await placeOrder(admin);
  const { orderNumber } = await fetchOrder(admin, orderId);
  const order: PlacedOrder = { orderId, orderNumber, email };

  // The customer is not offered a form the server would refuse (docs/decisions/0070-reschedule-offered-when-allowed.md):
  // the page says so in the specification's words, why, and links the store's phone.
  await openOrder(page, order);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  const closed = page.getByRole('status').filter({ hasText: 'no longer eligible' });
  await expect(
    closed.getByText(
      'Sorry, this order is no longer eligible for rescheduling. Please contact us if you have any questions.',
    ),
  ).toBeVisible();
  await expect(closed).toContainText(
    'Pick-up and delivery times can be changed until 5 hours before they start.',
  );
  const phone = closed.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ });
  await expect(phone).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expectNoSeriousViolations(page);

  // Staff may still move it, but to a pick-up from today on: the booked one stays a choice, nothing else is past.
  await openOrder(admin, order);
  await expect(admin.getByText('no longer eligible')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Reschedule' }).click();
  const form = admin.getByRole('form', { name: 'Reschedule' });
  const booked = await fetchPickUpDate(admin, orderId);
  const today = newYorkNow().date;
  expect(booked < today).toBe(true);
  const dates = await optionValues(form.getByLabel('Pick-up date'));
  expect(dates[0]).toBe(booked);
  expect(dates.slice(1).every((date) => date >= today)).toBe(true);
  await expect(form.getByLabel('Pick-up date')).toHaveValue(booked);
  staff.expectNoErrors();
});

test('a guest opens their order through the e-mail gate', async ({ page, browser }) => {
  test.slow();
  await startAsGuest(page);
  const email = await fillAddress(page);
  await addWashFold(page, 12);
  await scheduleLastPickUp(page);
  await enterCard(page, '4242 4242 4242 4242');
  const orderId = await placeOrder(page);
  const { orderNumber } = await fetchOrder(page, orderId);
  const link = await linkFromMail(email, '/app/order/id/');
  expect(link).toMatch(new RegExp(`^/app/order/id/${orderId}\\?link=`));

  // Another browser, with no session, opening the order's address without the e-mail's signed link:
  // the order's page asks for the booking e-mail.
  const context = await browser.newContext();
  const guest = await context.newPage();
  const errors: string[] = [];
  guest.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await guest.goto(`/app/order/id/${orderId}`);
  await expect(guest).toHaveURL(new RegExp(`/app/order/id/${orderId}$`));
  await guest.getByRole('button', { name: 'View Order' }).click();
  await expect(guest.getByText('Please enter your email address.')).toBeVisible();
  await expectNoSeriousViolations(guest);
  await guest.getByLabel('Email').fill('someone-else@example.test');
  await guest.getByRole('button', { name: 'View Order' }).click();
  await expect(
    guest.getByText(
      'We could not open this order with that email address. Please enter the email address you booked with.',
    ),
  ).toBeVisible();
  await guest.getByLabel('Email').fill(email.toUpperCase());
  await guest.getByRole('button', { name: 'View Order' }).click();
  await expect(guest.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible();
  await expect(guest.getByTestId('order-status')).toHaveText('Scheduled');
  // A typed e-mail reads the order; changing it needs the mailbox (docs/decisions/0068-guest-mailbox-proof.md).
  await expect(guest.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await expectNoSeriousViolations(guest);
  await proveGuestEmail(guest, email);
  // A guest's own New order may be canceled once proven; there is no list to go back to and no staff form.
  await expect(guest.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(guest.getByRole('form', { name: 'Charge' })).toHaveCount(0);
  await expect(guest.getByRole('link', { name: /Order History/ })).toHaveCount(0);
  // A guest names an order by its id only: the counted order number opens nothing (404).
  await guest.goto(`/app/order/id/${orderNumber}`);
  await expect(guest.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'View Order' })).toBeVisible();
  // Before the e-mail was given, and by number, the order was answered as one this browser may not see (404).
  expect(errors.filter((text) => !/status of 40[34]/.test(text))).toEqual([]);
  await context.close();

  // The e-mail's signed link opens the order at once, and its secret leaves the address.
  const linked = await (await browser.newContext()).newPage();
  await linked.goto(link);
  await expect(linked.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible();
  await expect(linked).toHaveURL(new RegExp(`/app/order/id/${orderId}$`));
});

test('a customer reorders a completed order: its address and services start a new order', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'reorder');
  const order = await customerPlacesOrder(page, email);
  await openOrder(page, order);
  await expect(page.getByRole('button', { name: 'Reorder' })).toHaveCount(0);

  const staff = await staffPage(browser);
  await completeOrder(staff.page, order);
  staff.expectNoErrors();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/app\/order\/schedule$/);
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Wash & Fold' })).toContainText('$29.00');
  await scheduleLastPickUp(page);
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  await expect(summary.getByText('350 5th Ave')).toBeVisible();
  await enterCard(page, '4242 4242 4242 4242');
  const again = await placeOrder(page);
  expect(again).not.toBe(order.orderId);
  const placed = await fetchOrder(page, again);
  expect(placed.services.map((s) => s.service)).toEqual(['washFold']);
  expect(placed.totals.quoteTotalCents).toBe(2900);
});

/** Staff set an order Completed from the orders screen. */
async function completeOrder(admin: import('@playwright/test').Page, order: PlacedOrder) {
  await admin.goto('/app/orders');
  await searchOrders(admin, order.email);
  const status = admin.getByLabel(`Status of order ${order.orderNumber}`);
  await status.selectOption('Completed');
  await orderRow(admin, order.orderNumber).getByRole('button', { name: 'Change' }).click();
  await expect(admin.getByText(`Order #${order.orderNumber} is now Completed.`)).toBeVisible();
  await expect(status).toHaveValue('Completed');
  await expect(orderRow(admin, order.orderNumber)).toBeVisible();
}

/** The schedule step as staff see it: the first pick-up date offered (a month back) and the first delivery after it. */
async function scheduleFirstPickUp(admin: import('@playwright/test').Page) {
  await expect(async () => {
    const dates = admin.getByLabel('Pick-up date');
    await dates.selectOption((await optionValues(dates))[0]!, { timeout: 2000 });
    const times = admin.getByLabel('Pick-up time');
    await times.selectOption((await optionValues(times))[0]!, { timeout: 2000 });
    const deliveryDates = admin.getByLabel('Delivery date', { exact: true });
    await deliveryDates.selectOption((await optionValues(deliveryDates))[0]!, { timeout: 2000 });
    const deliveryTimes = admin.getByLabel('Delivery time', { exact: true });
    await deliveryTimes.selectOption((await optionValues(deliveryTimes))[0]!, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await admin.getByRole('button', { name: 'Continue' }).click();
}

/** The order's pick-up date as the server holds it. */
async function fetchPickUpDate(page: import('@playwright/test').Page, orderId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const input = encodeURIComponent(JSON.stringify({ orderId: id }));
    const response = await fetch(`/trpc/orders.get?input=${input}`);
    return (await response.json()).result.data.schedule.pickUpDate as string;
  }, orderId);
}
