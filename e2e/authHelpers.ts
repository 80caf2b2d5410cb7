import { expect, type Page } from '@playwright/test';

/** A fresh address per test, so tests never share an account. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * The browser reports a refused call (a 401 for a wrong password, a 400 for a used link) as a console
 * error. A test that expects exactly that refusal drops those lines, and only those.
 */
export function expectRefusedCalls(consoleErrors: string[], status: number): void {
  const pattern = new RegExp(`status of ${status}`);
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (pattern.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
  }
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('navigation', { name: 'Help and account' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
}

/** /app/order opens the order flow's first step (docs/rules/ordering.md, The steps). */
export const ORDER_PAGE = /\/app\/order(\/address)?$/;
