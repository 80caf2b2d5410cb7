import { readFile } from 'node:fs/promises';
import { expectRefusedCalls, freshEmail, logIn, logOut } from './authHelpers';
import { linkFromMail } from './authMailbox';
import { test } from './fixtures';
import { addWashFold, fillAddress, schedule, startAsGuest } from './orderHelpers';
import {
  ADMIN,
  addSpecial,
  expect,
  LANDING,
  logInAsStaff,
  newYorkDate,
  SUPER_ADMIN,
  tag,
} from './staffAdminHelpers';

test.describe('staff administration (docs/rules/staff-screens.md; docs/rules/roles.md, Who may do what)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a new special is applied at checkout; an ended one is an expired promotion', async ({
    page,
    consoleErrors,
  }) => {
    const code = `E2E${tag()}`;
    const ended = `END${tag()}`;
    await logInAsStaff(page, SUPER_ADMIN);
    await page.goto('/app/specials');

    // The form's rules (docs/rules/staff-screens.md, Specials, docs/rules/messages.md, Public site and accounts: validation).
    await page.getByRole('button', { name: 'Add a Special' }).click();
    const form = page.getByRole('form', { name: 'Add a special' });
    await form.getByLabel('Expiration date').fill(newYorkDate(-1));
    await form.getByLabel('% off').fill('12.345');
    // Typing one discount hides the other two.
    await expect(form.getByLabel('Promotional price ($)')).toHaveCount(0);
    await expect(form.getByLabel('Discount amount ($)')).toHaveCount(0);
    await expect(form.getByRole('group', { name: 'Tailoring items' })).toHaveCount(0);
    await form.getByLabel('Tailoring', { exact: true }).check();
    await expect(form.getByRole('group', { name: 'Tailoring items' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Dry clean items' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a valid amount.')).toBeVisible();
    await expect(form.getByText('The expiration date cannot be before today.')).toBeVisible();
    await expect(form.getByText('Please select Yes or No.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('table', { name: 'Specials' })).toBeVisible();

    await addSpecial(page, 'E2E Seven Off', code, '7');
    await addSpecial(page, 'E2E Ended', ended, '3');
    const table = page.getByRole('table', { name: 'Specials' });
    await expect(table.getByRole('row').filter({ hasText: code })).toContainText('$7.00');
    // A duplicate code in another case is refused, in the banner.
    await page.getByRole('button', { name: 'Add a Special' }).click();
    const again = page.getByRole('form', { name: 'Add a special' });
    await again.getByLabel('Name').fill('Copy');
    await again.getByLabel('Code').fill(code.toLowerCase());
    await again.getByLabel('Expiration date').fill(newYorkDate(5));
    await again.getByLabel('First-time customers only?').selectOption('yes');
    await again.getByLabel('% off').fill('5');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Another special already uses this code.' }),
    ).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    expectRefusedCalls(consoleErrors, 409);

    // End the second one now.
    await table.getByRole('button', { name: 'E2E Ended' }).click();
    await page.getByRole('button', { name: 'End Now' }).click();
    await expect(page.getByText('The special has ended: customers are told it has expired.')).toBeVisible();
    await expect(page.getByText(/\(expired\)/)).toBeVisible();
    await logOut(page);

    // A guest at checkout.
    await startAsGuest(page);
    await fillAddress(page);
    await addWashFold(page, 25);
    await schedule(page);
    const summary = page.getByRole('complementary', { name: 'Your Order' });
    await summary.getByLabel('Promo code', { exact: true }).fill(ended.toLowerCase());
    await summary.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(summary.getByText('This promotion has expired.')).toBeVisible();
    await summary.getByLabel('Promo code', { exact: true }).fill(code.toLowerCase());
    await summary.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(summary.getByText(`Promo code ${code} applied: −$7.00.`)).toBeVisible();

    // Leave the shared end-to-end database as it was.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await logInAsStaff(page, SUPER_ADMIN);
    for (const name of ['E2E Seven Off', 'E2E Ended']) {
      await page.goto('/app/specials');
      await page.getByRole('table', { name: 'Specials' }).getByRole('button', { name }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    }
  });

  test('a new location appears on the finder’s map', async ({ page, consoleErrors }) => {
    const name = `E2E Store ${tag()}`;
    await logInAsStaff(page, SUPER_ADMIN);
    await page.goto('/app/locations');
    await page.getByRole('button', { name: 'Add a Location' }).click();
    const form = page.getByRole('form', { name: 'Add a location' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Field Required')).toHaveCount(2);
    // The first refused field on the screen takes the focus (the zip, above the coordinates).
    await expect(form.getByLabel('Zip')).toBeFocused();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Address', { exact: true }).fill('25 Hyatt St');
    await form.getByLabel('City').fill('Staten Island');
    await form.getByLabel('State').fill('NY');
    await form.getByLabel('Zip').fill('10301');
    await form.getByLabel('Phone').pressSequentially('7185550123');
    await form.getByLabel('Hours').fill('8am - 8pm, 7 days');
    await form.getByRole('button', { name: 'Fill from address' }).click();
    await expect(form.getByText(/Placed at the centre of the zip code/)).toBeVisible();
    await expect(form.getByLabel('Latitude')).toHaveValue(/^40\.6/);
    await expect(form.getByLabel('Longitude')).toHaveValue(/^-74\.0/);
    await expect(form.locator(`.leaflet-marker-icon[title="${name}"]`)).toBeVisible();
    // The pin map draws the configured tiles (MAP_TILE_URL), as the finder does.
    await expect(form.locator('img.leaflet-tile[src*="/map-tiles/"]').first()).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was added.`)).toBeVisible();

    await page.goto('/locations');
    await expect(page.locator(`.leaflet-marker-icon.location-marker[title="${name}"]`)).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Locations' })).toContainText(name);

    // Deleting it again (no open order points to it) takes it off the finder.
    await page.goto('/app/locations');
    await page.getByRole('searchbox', { name: 'Search' }).fill('25 Hyatt');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: '25 Hyatt St' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    await page.goto('/locations');
    await expect(page.locator('.leaflet-marker-icon.location-marker').first()).toBeVisible();
    await expect(page.locator(`.leaflet-marker-icon[title="${name}"]`)).toHaveCount(0);

    // Both changes are in the audit log, under the person who made them.
    await page.goto('/app/audit?kind=location');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: `location ${name}` })).toHaveCount(2);
    await expect(log.getByRole('row').filter({ hasText: 'Deleted' }).first()).toContainText('Morgan Lee');
    expect(consoleErrors).toEqual([]);
  });

  test('a new staff user logs in with the temporary password and must choose their own', async ({
    page,
    consoleErrors,
  }) => {
    const email = freshEmail('new-staff');
    await logInAsStaff(page, SUPER_ADMIN);
    await page.goto('/app/users');
    // The spec's columns (000, Users): First Name, Last Name, Role, Location name.
    await expect(page.getByRole('columnheader')).toHaveText([
      /^First Name/,
      /^Last Name/,
      /^Role/,
      /^Location name/,
    ]);
    // The focus follows the swap of list and form: the form's first field, then Add a User after Cancel.
    await page.getByRole('button', { name: 'Add a User' }).click();
    const form = page.getByRole('form', { name: 'Add a user' });
    await expect(form.getByRole('textbox').first()).toBeFocused();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Add a User' })).toBeFocused();
    await page.getByRole('button', { name: 'Add a User' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Please enter a valid email address.',
      'Select a user role.',
      'Select a location.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // The first refused field on the screen takes the focus, not the first the form registered.
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('First name').fill('Nova');
    await form.getByLabel('Last name').fill('Staff');
    await form.getByLabel('Email').fill(email);
    // An e-mailed invitation is the default (e2e/staffInvitation.spec.ts); the temporary password is the other way in.
    await form.getByRole('radio', { name: 'Give a temporary password' }).check();
    await form.getByRole('textbox', { name: 'Temporary password', exact: true }).fill('temporary pass 1');
    await form.getByLabel('Role').selectOption({ label: 'Admin' });
    await form.getByLabel('Location').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${email} was added.`, { exact: false })).toBeVisible();
    await expect(page.locator(':focus')).toContainText(`${email} was added.`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table', { name: 'Users' }).getByRole('button', { name: 'Nova' }).click();
    await expect(page.getByText('Temporary (to be changed at next log-in)')).toBeVisible();
    await logOut(page);

    await logIn(page, email, 'temporary pass 1');
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible(LANDING);
    await expect(page.getByText('Please choose your own password to finish logging in.')).toBeVisible();
    // No session yet: the staff screens still send to log-in.
    const session = await page.evaluate(
      async () => (await (await fetch('/trpc/auth.session')).json()).result.data,
    );
    expect(session.authenticated).toBe(false);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('temporary pass 1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('temporary pass 1');
    await page.getByRole('button', { name: 'Save and Log In' }).click();
    await expect(page.getByText('Please choose a password different from the temporary one.')).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('my own password 1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('my own password 1');
    await page.getByRole('button', { name: 'Save and Log In' }).click();
    await expect(page).toHaveURL(/\/app\/orders$/, LANDING);
    await logOut(page);
    await logIn(page, email, 'my own password 1');
    await expect(page).toHaveURL(/\/app\/orders$/, LANDING);
    expectRefusedCalls(consoleErrors, 403);
  });

  test('an Admin is kept out of users, locations, specials and the audit log', async ({
    page,
    consoleErrors,
  }) => {
    await logInAsStaff(page, ADMIN);
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Customers' }) });
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
    for (const label of ['Users', 'Locations', 'Specials', 'Audit']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    for (const path of ['/app/users', '/app/locations', '/app/specials', '/app/audit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/orders$/);
    }
    // The server refuses too, whatever the browser shows.
    const statuses = await page.evaluate(async () =>
      Promise.all(
        ['users.list', 'locations.list', 'specials.list', 'audit.list'].map(
          async (procedure) => (await fetch(`/trpc/${procedure}?input=${encodeURIComponent('{}')}`)).status,
        ),
      ),
    );
    expect(statuses).toEqual([403, 403, 403, 403]);
    const created = await page.evaluate(
      async () =>
        (
          await fetch('/api/admin/special', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'X',
              code: 'NOPE1',
              expirationDate: '2099-01-01',
              firstTimeOnly: false,
              discountAmount: '1',
            }),
          })
        ).status,
    );
    expect(created).toBe(403);
    expectRefusedCalls(consoleErrors, 403);
  });

  test('Add a Customer e-mails a link; Export Results downloads the search as customers.csv', async ({
    page,
  }) => {
    const surname = `Csv${tag()}`;
    const first = freshEmail('csv-a');
    const second = freshEmail('csv-b');
    await logInAsStaff(page, ADMIN);
    await page.goto('/app/customers');
    for (const [firstName, email] of [
      ['Ada', first],
      ['', second],
    ] as const) {
      await page.getByRole('button', { name: 'Add a Customer' }).click();
      const form = page.getByRole('form', { name: 'Add a customer' });
      await form.getByLabel('First name').fill(firstName);
      await form.getByLabel('Last name').fill(surname);
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText(`${email} was added and e-mailed a link to choose a password.`),
      ).toBeVisible();
    }
    expect(await linkFromMail(first, '/welcome/')).toMatch(/^\/welcome\/pr\./);

    await page.getByRole('searchbox', { name: 'Search' }).fill(surname);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.getByRole('row')).toHaveCount(3);
    // docs/rules/staff-screens.md, Customers: no first name shows the e-mail in that cell; first name descending by default.
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(second);
    await expect(table.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('Ada');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Results' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('customers.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Phone,Address,Address Line 2,City,State,Zip,Text Notifications,Customer Since',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^,${surname},${second},,,,,NY,,No,\\d{4}-\\d{2}-\\d{2}$`));
    expect(lines[2]).toMatch(new RegExp(`^Ada,${surname},${first},`));

    // The detail view loads the customer by id, read-only with Edit.
    await table.getByRole('button', { name: 'Ada' }).click();
    await expect(page.getByRole('heading', { name: `Ada ${surname}` })).toBeVisible();
    await expect(page.getByText('This customer has no orders yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('City').fill('Brooklyn');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The customer has been updated.')).toBeVisible();
    // The form that had the focus is gone: the outcome takes it, and is in view on a phone too.
    await expect(page.locator(':focus')).toContainText('The customer has been updated.');
    await expect(page.getByText('Brooklyn')).toBeVisible();
  });
});
