import {
  STAND_IN_ACCOUNT_SID,
  STAND_IN_AUTH_TOKEN,
  startTwilioStandIn,
  type TwilioStandIn,
} from '@laundry/integrations/testing';
import type { Browser, Page } from '@playwright/test';
import { ownServerPort } from './authConfig';
import { freshEmail, logIn } from './authHelpers';
import { mailWithSubject } from './authMailbox';
import { expect, test } from './fixtures';
import { addWashFold, enterCard, fillAddress, placeOrder } from './orderHelpers';
import { type OwnServer, startOwnServer } from './ownServers';
import { LANDING, SUPER_ADMIN } from './staffAdminHelpers';
import { optionValues, signUpCustomer, staffPage } from './staffHelpers';

/** The order as its customer reads it: number, store and schedule (orders.get). */
async function placedOrder(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const input = encodeURIComponent(JSON.stringify({ orderId: id }));
    const response = await fetch(`/trpc/orders.get?input=${input}`);
    return (await response.json()).result.data as {
      orderNumber: number;
      location: { id: string; name: string } | null;
      schedule: { pickUpDate: string; deliveryDate: string };
    };
  }, orderId);
}

/**
 * The signed-in customer orders 12 lbs of wash and fold picked up today, first window, with express delivery (the pick-up
 * hour + 3 on the same day): one order on both of today's routes of its store (docs/rules/scheduling.md, Express).
 */
async function orderForToday(page: Page, email: string, texts = false) {
  await page.goto('/app/order/address');
  await fillAddress(page, { email });
  await addWashFold(page, 12);
  await expect(async () => {
    const dates = page.getByLabel('Pick-up date');
    await dates.selectOption((await optionValues(dates))[0]!, { timeout: 2000 });
    const times = page.getByLabel('Pick-up time');
    await times.selectOption((await optionValues(times))[0]!, { timeout: 2000 });
    await page.getByLabel(/Express delivery/).check({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  await enterCard(page, '4242 4242 4242 4242');
  if (texts) await page.getByLabel('Send me SMS updates about this order').check();
  const orderId = await placeOrder(page);
  return { orderId, ...(await placedOrder(page, orderId)) };
}

/** The Super Admin on `browser` adds a Driver with a temporary password, bound to the store given (or the first). */
async function addDriver(browser: Browser, storeId: string | null): Promise<string> {
  const superAdmin = await staffPage(browser, SUPER_ADMIN);
  const admin = superAdmin.page;
  const driverEmail = freshEmail('driver');
  await admin.goto('/app/users');
  await admin.getByRole('button', { name: 'Add a User' }).click();
  const form = admin.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('First name').fill('Dee');
  await form.getByLabel('Last name').fill('Driver');
  await form.getByLabel('Email').fill(driverEmail);
  await form.getByRole('radio', { name: 'Give a temporary password' }).check();
  await form.getByRole('textbox', { name: 'Temporary password', exact: true }).fill('temporary pass 1');
  await expect(form.getByLabel('Role').locator('option')).toHaveText([
    'Select One',
    'Super Admin',
    'Admin',
    'Driver',
  ]);
  await form.getByLabel('Role').selectOption({ label: 'Driver' });
  if (storeId) await form.getByLabel('Location').selectOption(storeId);
  else await form.getByLabel('Location').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${driverEmail} was added.`, { exact: false })).toBeVisible();
  superAdmin.expectNoErrors();
  await admin.context().close();
  return driverEmail;
}

/** The driver signs in on a 390 x 844 phone, chooses their own password and lands on today's route. */
async function driverOnPhone(browser: Browser, driverEmail: string, clockAt?: string) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  if (clockAt) await phone.clock.install({ time: new Date(clockAt) });
  const driver = await phone.newPage();
  const errors: string[] = [];
  driver.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  driver.on('pageerror', (error) => errors.push(error.message));
  await logIn(driver, driverEmail, 'temporary pass 1');
  await driver.getByRole('textbox', { name: 'New password', exact: true }).fill('driver password 1');
  await driver.getByRole('textbox', { name: 'Confirm new password' }).fill('driver password 1');
  await driver.getByRole('button', { name: 'Save and Log In' }).click();
  await expect(driver).toHaveURL(/\/app\/driver$/, LANDING);
  await expect(driver.getByRole('heading', { name: 'Today’s route', level: 1 })).toBeVisible();
  // The log-in with the temporary password is answered 403 by design (docs/rules/roles.md, Users); nothing else may fail.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
  errors.length = 0;
  return { phone, driver, errors };
}

/**
 * Issue 37, item 3 (docs/decisions/0089-driver-role.md): a Super Admin makes a driver; the driver signs in on a phone and
 * lands on their day; the staff screens send them back to it.
 */
test('a Super Admin makes a driver, who signs in on a phone to their day and is kept out of the staff screens', async ({
  browser,
}) => {
  test.slow();
  const driverEmail = await addDriver(browser, null);
  const { phone, driver, errors } = await driverOnPhone(browser, driverEmail);
  await expect(driver.getByRole('heading', { name: /^Pick-ups \(\d+\)$/ })).toBeVisible();
  await expect(driver.getByRole('heading', { name: /^Deliveries \(\d+\)$/ })).toBeVisible();
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const path of ['/app/routes', '/app/customers', '/app/users']) {
    await driver.goto(path);
    await expect(driver).toHaveURL(/\/app\/driver$/);
  }
  expect(errors).toEqual([]);
  await phone.close();
});

/**
 * A weekday morning in New York (the next Monday to Friday after today, 09:10) and its date: Sundays offer no pick-up
 * (docs/rules/scheduling.md, Time windows), nor does a day past 4pm an express one, so the day's test runs on a server
 * whose clock starts there (docs/decisions/0097-test-clock.md), whatever day the suite runs on.
 */
function nextWeekdayMorning(): { instant: string; date: string } {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZoneName: 'longOffset',
  });
  for (let days = 1; ; days++) {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(Date.now() + days * 86_400_000)).map((part) => [part.type, part.value]),
    );
    if (parts.weekday === 'Sat' || parts.weekday === 'Sun') continue;
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    // 'GMT-05:00' in winter, 'GMT-04:00' in summer.
    return { instant: `${date}T09:10:00${parts.timeZoneName!.replace('GMT', '')}`, date };
  }
}

test.describe("a driver's day", () => {
  const morning = nextWeekdayMorning();
  let server: OwnServer | undefined;
  let twilio: TwilioStandIn | undefined;
  test.use({ baseURL: `http://127.0.0.1:${ownServerPort(0)}` });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // Texts go to a local stand-in that speaks Twilio's REST API, so the test reads what the customer's phone gets.
    twilio = await startTwilioStandIn();
    server = await startOwnServer(0, {
      CLOCK_START: morning.instant,
      TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: STAND_IN_AUTH_TOKEN,
      TWILIO_FROM: '+12125550100',
      TWILIO_API_BASE_URL: twilio.baseUrl,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await twilio?.close();
  });
  /** Waits for the customer's phone to get a text that says `words`. */
  const textSaying = (words: string) =>
    expect
      .poll(() => twilio?.messages.filter((m) => m.to === '+12125550123' && m.body.includes(words)).length, {
        message: `a text saying "${words}"`,
        timeout: 45_000,
      })
      .toBe(1);

  /** The day itself: an order of the day on the driver's route, marked picked up, then delivered; the customer's texts and e-mails. */
  test("on a phone: the route in order, picked up, delivered, the customer's texts and e-mails", async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.clock.install({ time: new Date(morning.instant) });
    const customerEmail = await signUpCustomer(page, 'driver-day');
    const order = await orderForToday(page, customerEmail, true);
    expect(order.schedule).toMatchObject({ pickUpDate: morning.date, deliveryDate: morning.date });
    expect(order.location).not.toBeNull();

    const driverEmail = await addDriver(browser, order.location!.id);
    const { phone, driver, errors } = await driverOnPhone(browser, driverEmail, morning.instant);
    // The driver's day is the server's day, as its header says ('Tue, Dec 1, 2026').
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(`${morning.date}T12:00:00Z`));
    await expect(driver.getByText(`· ${day}`)).toBeVisible();

    const pickups = driver.getByTestId('driver-pickups');
    const pickup = pickups.getByTestId('driver-stop').filter({ hasText: `#${order.orderNumber}` });
    await expect(pickup).toBeVisible();
    // The stops are numbered in route order from 1.
    const count = await pickups.getByTestId('driver-stop').count();
    await expect(pickups.locator('.driver-stop__number')).toHaveText(
      Array.from({ length: count }, (_, i) => String(i + 1)),
    );
    await expect(pickup.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+12125550123');
    await expect(pickup.getByRole('link', { name: /350 5th Ave/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    // No money on the driver's screen, and nothing scrolls sideways.
    expect(await driver.locator('main').innerText()).not.toContain('$');
    expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await pickup.getByRole('button', { name: 'Picked up' }).click();
    const confirmPickUp = driver.getByRole('dialog', { name: 'Picked up' });
    await expect(
      confirmPickUp.getByText(`Mark order #${order.orderNumber} as picked up? The customer is told.`),
    ).toBeVisible();
    await confirmPickUp.getByRole('button', { name: 'Yes, picked up' }).click();
    await expect(driver.getByText(`Order #${order.orderNumber} is marked as picked up.`)).toBeVisible();
    await expect(pickups.getByText(`#${order.orderNumber}`)).toHaveCount(0);
    // The customer hears of it once the status message's wait is over (20 s; a change within it would replace it).
    await mailWithSubject(customerEmail, `Order #${order.orderNumber} is being cleaned`);
    await textSaying(`Order #${order.orderNumber} is being cleaned.`);

    const delivery = driver
      .getByTestId('driver-deliveries')
      .getByTestId('driver-stop')
      .filter({ hasText: `#${order.orderNumber}` });
    await delivery.getByRole('button', { name: 'Delivered' }).click();
    await driver
      .getByRole('dialog', { name: 'Delivered' })
      .getByRole('button', { name: 'Yes, delivered' })
      .click();
    await expect(driver.getByText(`Order #${order.orderNumber} is marked as delivered.`)).toBeVisible();
    await expect(driver.getByTestId('driver-stop').filter({ hasText: `#${order.orderNumber}` })).toHaveCount(
      0,
    );
    await mailWithSubject(customerEmail, `Order #${order.orderNumber} is complete`);
    await textSaying(`Order #${order.orderNumber} is complete.`);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
