import { expect, type Page } from '@playwright/test';
import { freshEmail } from './authHelpers';

/** A guest opens the order flow: /app/order sends them to log in, where they continue as a guest. */
export async function startAsGuest(page: Page): Promise<void> {
  await page.goto('/app/order');
  await page.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(page).toHaveURL(/\/app\/order\/address$/);
  await expect(page.getByRole('heading', { name: 'Your Address' })).toBeVisible();
}

export interface AddressEntry {
  email?: string;
  zip?: string;
  state?: string;
}

/** Fills step 1 with a served New York address and continues to the services. Returns the e-mail. */
export async function fillAddress(page: Page, entry: AddressEntry = {}): Promise<string> {
  const email = entry.email ?? freshEmail('order');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Zip code').fill(entry.zip ?? '10001');
  if (entry.state) await page.getByLabel('State').fill(entry.state);
  await page.getByLabel('First name').fill('Gail');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('');
  await page.getByLabel('Phone').pressSequentially('2125550123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/services$/);
  return email;
}

/** Adds wash and fold with an estimated weight; the step continues to the schedule. */
export async function addWashFold(page: Page, weightLbs: number): Promise<void> {
  await page.goto('/app/order/services/washfold');
  await page.getByLabel('Estimated weight (lbs)').fill(String(weightLbs));
  await page.getByRole('button', { name: /^(Continue|Update)$/ }).click();
  await expect(page).toHaveURL(/\/app\/order\/(schedule|checkout)$/);
}

/**
 * Chooses the last pick-up date offered (never today, so no same-day rules apply) by its value: today's date
 * leaves the list when its last window closes, on the step's minute clock (useScheduleChoices.ts), and every
 * index after it moves.
 */
async function chooseLastPickUpDate(page: Page): Promise<void> {
  const dates = page.getByLabel('Pick-up date');
  await expect(dates.locator('option').nth(1)).toBeAttached();
  const last = await dates.locator('option').last().getAttribute('value');
  await dates.selectOption(last ?? '');
}

/** Picks the last pick-up date offered and the window named (or the first one). */
export async function choosePickUp(page: Page, time?: string): Promise<void> {
  await chooseLastPickUpDate(page);
  if (time) await page.getByLabel('Pick-up time').selectOption({ label: time });
  else await page.getByLabel('Pick-up time').selectOption({ index: 1 });
}

export async function chooseDelivery(page: Page): Promise<void> {
  await page.getByLabel('Delivery date', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Delivery time', { exact: true }).selectOption({ index: 1 });
}

export async function schedule(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/app\/order\/schedule$/);
  await choosePickUp(page);
  await chooseDelivery(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
}

/** Types a card into the simulated provider's fields (the offline default). */
export async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').pressSequentially(number.replace(/\s/g, ''));
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').pressSequentially('123');
}

/** Places the order and waits for the thank-you view; returns the order's id. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const url = new URL(page.url());
  return url.searchParams.get('order')!;
}

/** The server's view of an order, read by the signed-in page (orders.get). */
export async function fetchOrder(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const input = encodeURIComponent(JSON.stringify({ orderId: id }));
    const response = await fetch(`/trpc/orders.get?input=${input}`);
    return (await response.json()).result.data as {
      orderNumber: number;
      totals: { quoteTotalCents: number };
      services: { service: string }[];
    };
  }, orderId);
}
