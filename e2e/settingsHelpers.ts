import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { freshEmail } from './authHelpers';
import { signInKept } from './keptSessions';
import { chooseLastPickUpDate } from './orderHelpers';
import { demoPassword } from './playwright.config';

/**
 * The machine these run on may be busy (password hashing, pricing, several servers): these flows wait
 * longer than the suite's default for the server's answers.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

const SUPER_ADMIN = 'superadmin@demo.laundry.test';
export const ADMIN = 'admin@demo.laundry.test';

/** Signs the demo super admin in and opens a settings screen (New York unless told). */
export async function openSettings(page: Page, path = '/app/settings'): Promise<void> {
  await signInKept(page, SUPER_ADMIN, demoPassword);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    path.endsWith('florida') ? 'Settings Florida' : 'Settings',
  );
}

/** A section of the screen (docs/rules/settings.md, The screen), opened when collapsed. */
export async function section(page: Page, title: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('region', { name: title, exact: true });
}

/** Turns the screen's edit mode on (it closes after every successful save). */
export async function startEditing(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true }).first()).toBeVisible();
}

/** Saves a section's form and waits for the screen to leave edit mode. */
export async function saveSection(page: Page, region: Locator): Promise<void> {
  await region.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

/** Sets New York's (or Florida's) wash and fold per-lb price on its settings screen. */
export async function setWashFoldPerLb(page: Page, dollars: string, path = '/app/settings'): Promise<void> {
  if (!page.url().endsWith(path)) await page.goto(path);
  await startEditing(page);
  const washFold = await section(page, 'Wash & Fold Settings');
  await washFold.getByLabel('Wash & Fold per lb ($)').fill(dollars);
  await saveSection(page, washFold);
  await expect(washFold.getByText(`$${dollars}`, { exact: true })).toBeVisible();
}

/**
 * A guest builds a 25 lb wash and fold order (New York unless told) up to the services step and reads
 * the summary's wash and fold line; with `place`, schedules it and places it with the 4242 test card.
 */
export async function guestWashFold(page: Page, options: { state?: string; zip?: string; place?: boolean }) {
  await page.goto('/app/order');
  await page.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(page).toHaveURL(/\/app\/order\/address$/);
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Zip code').fill(options.zip ?? '10001');
  if (options.state) await page.getByLabel('State').fill(options.state);
  await page.getByLabel('First name').fill('Gail');
  await page.getByLabel('Email').fill(freshEmail('settings'));
  await page.getByLabel('Phone').fill('');
  await page.getByLabel('Phone').pressSequentially('2125550123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/services$/);
  await page.goto('/app/order/services/washfold');
  await page.getByLabel('Estimated weight (lbs)').fill('25');
  await page.getByRole('button', { name: /^(Continue|Update)$/ }).click();
  await expect(page).toHaveURL(/\/app\/order\/schedule$/);
  const line = page
    .getByRole('complementary', { name: 'Your Order' })
    .getByRole('listitem')
    .filter({ hasText: 'Wash & Fold' });
  await expect(line).toBeVisible();
  const shown = (await line.textContent()) ?? '';
  if (!options.place) return { shown, orderId: null };
  await chooseLastPickUpDate(page);
  await page.getByLabel('Pick-up time').selectOption({ index: 1 });
  await page.getByLabel('Delivery date', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Delivery time', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').pressSequentially('123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return { shown, orderId: new URL(page.url()).searchParams.get('order') };
}
