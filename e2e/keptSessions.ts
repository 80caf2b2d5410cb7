import { type Cookie, expect, type Page } from '@playwright/test';
import { logIn } from './authHelpers';

/**
 * The demo staff's sessions, kept for the run: signing them in for every test would pass the per-account
 * log-in limit (10 in 15 minutes, docs/decisions/0013-auth-rate-limits.md). A kept session that no longer opens
 * the orders screen is dropped and the member signs in again. For accounts that land on /app/orders.
 */
const kept = new Map<string, Cookie[]>();

export async function signInKept(page: Page, email: string, password: string): Promise<void> {
  const cookies = kept.get(email);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto('/app/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    if (page.url().endsWith('/app/orders')) return;
    kept.delete(email);
    await page.context().clearCookies();
  }
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/orders$/, { timeout: 30_000 });
  kept.set(email, await page.context().cookies());
}
