import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { freshEmail, logIn, ORDER_PAGE } from './authHelpers';
import { addWashFold, enterCard, fetchOrder, fillAddress, placeOrder } from './orderHelpers';
import { demoPassword } from './playwright.config';

export const STAFF = {
  Admin: 'admin@demo.laundry.test',
  SuperAdmin: 'superadmin@demo.laundry.test',
} as const;

export interface PlacedOrder {
  orderId: string;
  orderNumber: number;
  email: string;
}

/** A new customer account (signed in on `page`), made through the sign-up screen. */
export async function signUpCustomer(page: Page, label = 'customer'): Promise<string> {
  const email = freshEmail(label);
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  return email;
}

/**
 * The signed-in customer on `page` orders wash and fold (12 lbs: the $29.00 minimum, a $43.50 hold) at
 * a served New York address with a new card.
 */
export async function customerPlacesOrder(page: Page, email: string, weightLbs = 12): Promise<PlacedOrder> {
  await page.goto('/app/order/address');
  await fillAddress(page, { email });
  await addWashFold(page, weightLbs);
  await scheduleLastPickUp(page);
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  await enterCard(page, '4242 4242 4242 4242');
  const orderId = await placeOrder(page);
  const { orderNumber } = await fetchOrder(page, orderId);
  return { orderId, orderNumber, email };
}

/** The values a select offers, 'Select One' left out. */
export async function optionValues(select: Locator): Promise<string[]> {
  return (
    await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean);
}

/**
 * The schedule step (or a reschedule form in `scope`): the last pick-up date offered and its first window,
 * then the first delivery date and window. Chosen by value, read as the form offers them at that moment,
 * and tried again if the form re-rendered its choices in between.
 */
export async function scheduleLastPickUp(page: Page, scope: Page | Locator = page, submit = 'Continue') {
  await expect(async () => {
    const dates = scope.getByLabel('Pick-up date');
    await dates.selectOption((await optionValues(dates)).at(-1)!, { timeout: 2000 });
    const times = scope.getByLabel('Pick-up time');
    await times.selectOption((await optionValues(times))[0]!, { timeout: 2000 });
    const deliveryDates = scope.getByLabel('Delivery date', { exact: true });
    await deliveryDates.selectOption((await optionValues(deliveryDates))[0]!, { timeout: 2000 });
    const deliveryTimes = scope.getByLabel('Delivery time', { exact: true });
    await deliveryTimes.selectOption((await optionValues(deliveryTimes))[0]!, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await scope.getByRole('button', { name: submit }).click();
}

/**
 * Staff sessions kept for the run: the demo staff accounts would otherwise sign in more often than the
 * per-account log-in limit allows (10 in 15 minutes, docs/decisions/0013-auth-rate-limits.md). A kept session that
 * no longer opens the orders screen is dropped and the member signs in again.
 */
const signedIn = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/**
 * A second browser page signed in as a staff member (on the test's server, or the one at `baseURL`). The test
 * fixture watches only the first page, so this one collects its own console errors; `expectNoErrors` checks them at
 * the end.
 */
export async function staffPage(browser: Browser, email: string = STAFF.Admin, baseURL?: string) {
  const context = await browser.newContext({
    storageState: signedIn.get(email),
    ...(baseURL ? { baseURL } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (signedIn.has(email)) {
    await page.goto('/app/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (!page.url().endsWith('/app/orders')) signedIn.delete(email);
  }
  if (!signedIn.has(email)) {
    await logIn(page, email, demoPassword);
    await expect(page).toHaveURL(/\/app\/orders$/);
    signedIn.set(email, await context.storageState());
  }
  return {
    page,
    errors,
    /** Refused calls the test provoked on purpose (a 4xx the browser logs) are dropped, then none may remain. */
    expectNoErrors(allowedStatuses: number[] = []) {
      const left = errors.filter(
        (text) => !allowedStatuses.some((status) => text.includes(`status of ${status}`)),
      );
      expect(left, 'console errors on the staff page').toEqual([]);
    },
  };
}

/** The orders table's row of an order. */
export function orderRow(page: Page, orderNumber: number): Locator {
  return page
    .getByRole('table', { name: /orders/i })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${orderNumber}`, exact: true }) });
}

/** Searches the orders screen (docs/rules/staff-screens.md, Orders screen) and waits for the list to answer. */
export async function searchOrders(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

/** Opens the order detail from its number's link. */
export async function openOrder(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/app/order/id/${order.orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}`, level: 1 })).toBeVisible();
}

/**
 * A staff money form on the order detail (Charge or Refund): amount and notes, then its button. The form then asks
 * before the money moves (docs/decisions/0071-money-actions-confirm.md): `tryMoneyForm` stops there (an amount the
 * form refuses never gets that far), `submitMoneyForm` answers Yes.
 */
export async function tryMoneyForm(page: Page, form: 'Charge' | 'Refund', amount: string, notes = '') {
  const section = page.getByRole('form', { name: form });
  await section.getByLabel('Amount ($)').fill(amount);
  if (notes) await section.getByLabel('Notes').fill(notes);
  await section.getByRole('button', { name: form, exact: true }).click();
  return section;
}

export async function submitMoneyForm(page: Page, form: 'Charge' | 'Refund', amount: string, notes = '') {
  const section = await tryMoneyForm(page, form, amount, notes);
  await section.getByRole('button', { name: /^Yes, / }).click();
}

/** The New York calendar date and hour of this moment. */
export function newYorkNow(): { date: string; hour: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    weekday: part('weekday'),
  };
}

/** No serious or critical axe violation on the page as it is now (as e2e/a11y.spec.ts checks the public pages). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await expect(page.locator('.spinner')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
