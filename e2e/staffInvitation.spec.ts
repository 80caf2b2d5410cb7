import { expectRefusedCalls, freshEmail, logIn, logOut } from './authHelpers';
import { linkFromMail, mailCount } from './authMailbox';
import { test } from './fixtures';
import { expect, LANDING, logInAsStaff, SUPER_ADMIN } from './staffAdminHelpers';

// docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md: a new staff member gets an e-mailed
// invitation to choose their own password, and signs in only once they have.
test.describe.configure({ timeout: 90_000 });

test('a Super Admin adds a user with an invitation and sends a new one; the invitee chooses a password on the welcome page and lands on the staff orders screen', async ({
  page,
  consoleErrors,
}) => {
  const email = freshEmail('invited-staff');
  await logInAsStaff(page, SUPER_ADMIN);
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Add a User' }).click();
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('First name').fill('Ivy');
  await form.getByLabel('Last name').fill('Invited');
  await form.getByLabel('Email').fill(email);
  // The invitation is the default: there is no temporary password to type or hand over.
  await expect(form.getByRole('radio', { name: 'E-mail an invitation to choose a password' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Temporary password', exact: true })).toHaveCount(0);
  await form.getByLabel('Role').selectOption({ label: 'Admin' });
  await form.getByLabel('Location').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`${email} was added. We e-mailed them a link to choose their password.`),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table', { name: 'Users' }).getByRole('button', { name: 'Ivy' }).click();
  await expect(page.getByText('Not chosen yet: an invitation to choose one was e-mailed')).toBeVisible();

  // A new invitation replaces the first link (docs/decisions/0075-staff-invitations.md, Amended 2026-11-29).
  const first = await linkFromMail(email, '/welcome/');
  const seen = mailCount(email);
  await page.getByRole('button', { name: 'Send a new invitation' }).click();
  await expect(page.getByText(`We e-mailed ${email} a new link to choose their password.`)).toBeVisible();
  const invitation = await linkFromMail(email, '/welcome/', seen);
  expect(invitation).not.toBe(first);
  await logOut(page);

  // Before the link is used, no password signs them in.
  await logIn(page, email, 'any password at all');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  expectRefusedCalls(consoleErrors, 401);

  const gone =
    'This link has expired or has already been used. You can ask for a new one with "Forgot your password?".';
  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
  await expect(page.getByText(gone)).toBeVisible();

  // The invitation opens a page of its own, greeting the member by name and address.
  await page.goto(invitation);
  await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
  await expect(
    page.getByText(`Welcome to FreshPress, Ivy. Choose the password you will log in with as ${email}.`),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my own password 1');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('my own password 1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is set. Please log in.')).toBeVisible();
  await logIn(page, email, 'my own password 1');
  await expect(page).toHaveURL(/\/app\/orders$/, LANDING);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true, level: 1 })).toBeVisible();

  // The link works once.
  await logOut(page);
  await page.goto(invitation);
  await expect(page.getByText(gone)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
