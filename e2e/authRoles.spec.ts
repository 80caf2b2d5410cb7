import { expectRefusedCalls, logIn, ORDER_PAGE } from './authHelpers';
import { expect, test } from './fixtures';
import { demoPassword } from './playwright.config';

const demo = {
  Customer: 'customer@demo.laundry.test',
  Admin: 'admin@demo.laundry.test',
  SuperAdmin: 'superadmin@demo.laundry.test',
};

test.describe('where each role lands (docs/rules/accounts.md, Where each person lands)', () => {
  for (const [role, email] of Object.entries(demo)) {
    const landing = role === 'Customer' ? ORDER_PAGE : /\/app\/orders$/;
    test(`${role} lands on ${role === 'Customer' ? '/app/order' : '/app/orders'}`, async ({ page }) => {
      await logIn(page, email, demoPassword);
      await expect(page).toHaveURL(landing);
      // docs/decisions/0090-owner-dashboard.md: staff open the owner's dashboard there; everyone else goes home.
      await page.goto('/app/dashboard');
      await expect(page).toHaveURL(role === 'Customer' ? landing : /\/app\/dashboard$/);
      // docs/rules/accounts.md, Where each person lands: a signed-in user on /login, /signup or /forgot-password goes to /app/order.
      for (const path of ['/login', '/signup', '/forgot-password']) {
        await page.goto(path);
        await expect(page).toHaveURL(ORDER_PAGE);
      }
      // Staff screens: customers are sent home, admins reach customers, only super admins reach users.
      await page.goto('/app/customers');
      await expect(page).toHaveURL(role === 'Customer' ? ORDER_PAGE : /\/app\/customers$/);
      await page.goto('/app/users');
      await expect(page).toHaveURL(role === 'SuperAdmin' ? /\/app\/users$/ : landing);
    });
  }

  test('every /app screen sends an unauthenticated visitor to /login', async ({ page }) => {
    for (const path of ['/app/dashboard', '/app/orders', '/app/account', '/app/customers', '/app/users']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
  });

  test('a wrong password gets the spec message and changes nothing', async ({ page, consoleErrors }) => {
    await logIn(page, demo.Customer, 'not the password');
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    expectRefusedCalls(consoleErrors, 401);
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
  });
});
