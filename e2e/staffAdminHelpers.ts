import type { Page } from '@playwright/test';
import { expect as baseExpect } from './fixtures';
import { signInKept } from './keptSessions';
import { demoPassword } from './playwright.config';

/** Helpers of e2e/staffAdmin.spec.ts (the staff administration screens). */

// Staff saves hash passwords and write audit rows; on a busy machine they take more than the default 5 s.
export const expect = baseExpect.configure({ timeout: 15_000 });

export const SUPER_ADMIN = 'superadmin@demo.laundry.test';
export const ADMIN = 'admin@demo.laundry.test';
export const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** Log-in hashes a password: on a busy machine the landing can take a while. */
export const LANDING = { timeout: 30_000 };

export async function logInAsStaff(page: Page, email: string) {
  await signInKept(page, email, demoPassword);
  await expect(page).toHaveURL(/\/app\/orders$/, LANDING);
}

/** The New York date `days` from today, as a date input takes it. */
export function newYorkDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function addSpecial(page: Page, name: string, code: string, discount: string) {
  await page.getByRole('button', { name: 'Add a Special' }).click();
  // docs/rules/staff-screens.md, Specials: the list's search and table are hidden while the form is open.
  await expect(page.getByRole('table', { name: 'Specials' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Add a special' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Expiration date').fill(newYorkDate(30));
  await form.getByLabel('First-time customers only?').selectOption('no');
  await form.getByLabel('Discount amount ($)').fill(discount);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} (${code}) was added.`)).toBeVisible();
}
