import { expectRefusedCalls, freshEmail, logIn, logOut, ORDER_PAGE } from './authHelpers';
import { linkFromMail, mailCount } from './authMailbox';
import { expect, staticPage, test } from './fixtures';

const password = 'correct horse battery';

test('sign up, verify through the e-mailed link, log in, edit the account and log out', async ({
  page,
  consoleErrors,
}) => {
  const email = freshEmail('signup');
  await page.goto('/signup/10001');
  await expect(page.getByText('Good news! We pick up and deliver in 10001.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);

  // The verification mail arrives at the SMTP listener through the outbox.
  const verifyPath = await linkFromMail(email, '/verify/');
  await logOut(page);
  await page.goto(verifyPath);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your email address is verified. Please log in.')).toBeVisible();

  // The link works once.
  await page.goto(verifyPath);
  await expect(page.getByText('Email verification error.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 400);

  await logIn(page, email, password);
  await expect(page).toHaveURL(ORDER_PAGE);

  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('State')).toHaveValue('NY');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Wash');
  await page.getByLabel('Phone').pressSequentially('2125550188');
  await expect(page.getByLabel('Phone')).toHaveValue('(212) 555-0188');
  await page.getByLabel('Address', { exact: true }).fill('10 Hudson St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Zip').fill('10013');
  await page.getByLabel('Send me text notifications about my orders').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your account has been updated.')).toBeVisible();
  await expect(page.getByText('(212) 555-0188')).toBeVisible();
  await expect(page.getByText('Yes, text me about my orders')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Robin')).toBeVisible();
  await logOut(page);
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/login\?next=%2Fapp%2Faccount$/);
});

test('forgot and reset the password through the e-mailed link', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const email = freshEmail('reset');
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const before = mailCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Reset Link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please check your email for a link to reset your password.')).toBeVisible();

  const resetPath = await linkFromMail(email, '/reset-password/', before);
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Reset your password.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, password);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 401);
  await logIn(page, email, 'a brand new password');
  await expect(page).toHaveURL(ORDER_PAGE);

  // A used link shows the token error with a way to ask again.
  await logOut(page);
  await page.goto(resetPath);
  await expect(page.getByText('There was a user token error.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 400);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  // A link of the wrong shape is refused without asking the server.
  await page.goto('/verify/abc.def.ghi');
  await expect(page.getByText('Sorry, this verification link is not valid.')).toBeVisible();
});

test('a guest continues to the order flow, flagged apart from being signed in', async ({ page }) => {
  await page.goto('/app/order');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await expect(
    page.getByRole('navigation', { name: 'Help and account' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/trpc/auth.session')).json());
  expect(session.result.data).toMatchObject({ authenticated: false, authorizedAsGuest: true, user: null });
  // A guest is not signed in: the account screen still asks to log in.
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('sign-up asks for the zip first; the fields below appear clean once it is served', async ({ page }) => {
  await page.goto('/signup');
  await expect(staticPage(page)).toHaveCount(0);
  await page.getByLabel('Zip code').press('Enter');
  await expect(page.getByText('Please enter your zip code.')).toBeVisible();
  await page.getByLabel('Zip code').fill('10001');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
  await expect(page.getByText('Password must be at least 8 characters.')).toHaveCount(0);
});

test('a wrong zip stops sign-up with the spec message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Zip code').fill('99999');
  await expect(page.getByText("Sorry! We're not yet available in your area.")).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('deleting the account asks to confirm, signs out, and the log-in no longer works', async ({
  page,
  consoleErrors,
}) => {
  const email = freshEmail('delete');
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);

  await page.goto('/app/account');
  // docs/rules/accounts.md, Where each person lands: becoming unauthorized resets the local order the order flow keeps under 'auth'.
  await page.evaluate(() => localStorage.setItem('auth', '{"order":{}}'));
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await expect(
    page.getByRole('navigation', { name: 'Help and account' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();

  await logIn(page, email, password);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 401);
});
