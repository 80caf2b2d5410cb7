import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { signInKept } from './keptSessions';
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
  // The section's form closed with the focus in it: the notice takes the focus, and so comes into view on a phone.
  await expect(page.locator(':focus')).toContainText('Your changes have been saved.');
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
