import type { Page } from '@playwright/test';
import { e2eAuth } from './authConfig';
import { freshEmail, logOut, ORDER_PAGE } from './authHelpers';
import { expect, test } from './fixtures';

/**
 * Google's stand-in: oidc-provider's development login form, where the login typed is the e-mail.
 * That page (not ours) loads a web font and a favicon it cannot get offline; the console errors it
 * logs are dropped, and only those.
 */
async function signInWithGoogle(page: Page, consoleErrors: string[], email: string) {
  const providerErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !page.url().startsWith(e2eAuth.baseUrl)) {
      providerErrors.push(message.text());
    }
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eAuth.googleIssuer}/`));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).not.toHaveURL(new RegExp(`^${e2eAuth.googleIssuer}/`));
  for (const text of providerErrors) {
    const at = consoleErrors.indexOf(text);
    if (at >= 0) consoleErrors.splice(at, 1);
  }
}

test('Google sign-in creates a Customer, and disconnecting Google first asks for a password', async ({
  page,
  consoleErrors,
}) => {
  const email = freshEmail('google');
  await signInWithGoogle(page, consoleErrors, email);
  await expect(page).toHaveURL(ORDER_PAGE);

  await page.goto('/app/account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Gina')).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Google' });
  await dialog.getByLabel('New password', { exact: true }).fill('my own password');
  await dialog.getByLabel('Confirm new password').fill('not the same');
  await dialog.getByRole('button', { name: 'Create password and disconnect' }).click();
  await expect(dialog.getByText('Passwords must match.')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('my own password');
  await dialog.getByRole('button', { name: 'Create password and disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Disconnect Google' })).toHaveCount(0);

  // Now the password works on its own.
  await logOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my own password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
});

test('Google sign-in links an existing account with the same verified e-mail', async ({
  page,
  consoleErrors,
}) => {
  await signInWithGoogle(page, consoleErrors, 'admin@demo.laundry.test');
  // The demo admin keeps the role: staff land on the orders list.
  await expect(page).toHaveURL(/\/app\/orders$/);
});
