import type { Page } from '@playwright/test';
import { e2eAuth } from './authConfig';
import { expectRefusedCalls, freshEmail, logIn, ORDER_PAGE } from './authHelpers';
import { linkFromMail } from './authMailbox';
import { expect, test } from './fixtures';

// docs/decisions/0049-auth-account-changes.md: a new e-mail or password on the Account screen needs the
// current password, and the old address gets a link that undoes an e-mail change.

const password = 'correct horse battery';
// Sign-up, two password checks and a mail round trip: more than the default 30 seconds on a busy machine.
test.slow();

async function signUp(page: Page, email: string) {
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
}

test('changing the e-mail asks for the current password, and the old address can undo the change', async ({
  page,
  consoleErrors,
}) => {
  const oldEmail = freshEmail('undo-old');
  const newEmail = freshEmail('undo-new');
  await signUp(page, oldEmail);

  await page.goto('/app/account');
  // Switching modes moves the focus: Edit to the form's first field, Cancel back to Edit.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.getByRole('button', { name: 'Edit' }).click();
  // Only a change that needs it shows the field.
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('Email').fill(newEmail);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Please enter your current password to change your email address or password.'),
  ).toBeVisible();
  await expect(page.getByLabel('Current password')).toBeFocused();

  await page.getByLabel('Current password').fill('not my password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is not correct. Nothing was changed.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 400);

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your account has been updated.')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Your account has been updated.');
  await expect(page.locator('.account-details').getByText(newEmail)).toBeVisible();

  // The old address was told, with the link that undoes it.
  const undoPath = await linkFromMail(oldEmail, '/undo-email-change/');
  await page.goto(undoPath);
  await expect(page.getByRole('heading', { name: 'Change your email address back' })).toBeVisible();
  await page.getByRole('button', { name: 'Change my email address back' }).click();
  await expect(
    page.getByText(
      `Your email address is ${oldEmail} again, and your account has been signed out everywhere. If you did not make the change, please reset your password.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // Signed out here too; the old address logs in again.
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/login\?next=/);
  await logIn(page, oldEmail, password);
  await expect(page).toHaveURL(ORDER_PAGE);

  // The link works once.
  await page.goto(undoPath);
  await page.getByRole('button', { name: 'Change my email address back' }).click();
  await expect(page.getByText('Sorry, this link is not valid or has expired.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 400);
});

test('changing the password asks for the current one', async ({ page, consoleErrors }) => {
  const email = freshEmail('new-password');
  await signUp(page, email);
  await page.goto('/app/account');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByLabel('Current password').fill('a wrong guess');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is not correct. Nothing was changed.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 400);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your account has been updated.')).toBeVisible();
});

/**
 * Google's stand-in signs in whoever types an e-mail (as in authGoogle.spec.ts); a second time it may
 * remember the person and send them straight back. Its page's own console errors are dropped.
 */
async function throughGoogle(page: Page, consoleErrors: string[], email: string, start: () => Promise<void>) {
  const providerErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !page.url().startsWith(e2eAuth.baseUrl))
      providerErrors.push(message.text());
  });
  const back = page.waitForResponse((response) => response.url().includes('/api/auth/google/callback'));
  const atProvider = page
    .waitForURL((url) => url.href.startsWith(e2eAuth.googleIssuer))
    .then(() => 'provider' as const)
    .catch(() => 'gone' as const);
  await start();
  if ((await Promise.race([atProvider, back.then(() => 'back' as const)])) === 'provider') {
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await back;
  await expect(page).not.toHaveURL(new RegExp(`^${e2eAuth.googleIssuer}/`));
  for (const text of providerErrors) {
    const at = consoleErrors.indexOf(text);
    if (at >= 0) consoleErrors.splice(at, 1);
  }
}

test('a Google-only account signs in with Google again from the Account screen, then changes its e-mail', async ({
  page,
  consoleErrors,
}) => {
  const email = freshEmail('google-only');
  const moved = freshEmail('google-moved');
  await page.goto('/login');
  await throughGoogle(page, consoleErrors, email, () =>
    page.getByRole('link', { name: 'Continue with Google' }).click(),
  );
  await expect(page).toHaveURL(ORDER_PAGE);

  await page.goto('/app/account');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Email').fill(moved);
  // No password to type: the screen offers the fresh Google sign-in instead, and it comes back here.
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await throughGoogle(page, consoleErrors, email, () =>
    page.getByRole('link', { name: 'Sign in with Google again' }).click(),
  );
  await expect(page).toHaveURL(/\/app\/account$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Email').fill(moved);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your account has been updated.')).toBeVisible();
  await expect(page.locator('.account-details').getByText(moved)).toBeVisible();
  await linkFromMail(email, '/undo-email-change/');
});
