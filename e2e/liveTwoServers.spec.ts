import pg from 'pg';
import { ownServerPort } from './authConfig';
import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './ownServers';
import {
  customerPlacesOrder,
  orderRow,
  STAFF,
  searchOrders,
  signUpCustomer,
  staffPage,
} from './staffHelpers';

/**
 * docs/decisions/0088-live-order-screens.md (each app server listens once): two app servers on one PostgreSQL database, as production
 * runs them; a change made through one shows on a screen served by the other within 2 seconds, and an order placed
 * through one alerts staff watching the other. The run's own servers each have an embedded database, so this file
 * starts its pair on a database of its own (docs/decisions/0097-test-clock.md, End to end).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `laundry_e2e_live_${process.pid}_${Date.now()}`;

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.describe('two app servers on one database', () => {
  test.skip(!adminUrl, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');
  const first = `http://127.0.0.1:${ownServerPort(1)}`;
  const servers: OwnServer[] = [];
  test.use({ baseURL: first });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await onAdminDatabase(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const settings = { DATABASE_URL: url.toString(), SEED_DEMO: '1' };
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    servers.push(await startOwnServer(1, settings));
    servers.push(await startOwnServer(2, settings));
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (adminUrl) await onAdminDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  test("a status change through the second server shows on the first's orders list within 2 s", async ({
    page,
    browser,
  }) => {
    test.slow();
    const second = servers[1]!.baseUrl;
    const email = await signUpCustomer(page, 'live-two');
    const order = await customerPlacesOrder(page, email);

    const watching = await staffPage(browser, STAFF.Admin);
    const a = watching.page;
    expect(new URL(a.url()).origin).toBe(first);
    await searchOrders(a, email);
    const statusOnA = a.getByLabel(`Status of order ${order.orderNumber}`);
    await expect(statusOnA).toHaveValue('New');

    const changing = await staffPage(browser, STAFF.SuperAdmin, second);
    const b = changing.page;
    expect(new URL(b.url()).origin).toBe(second);
    await searchOrders(b, email);
    await b.getByLabel(`Status of order ${order.orderNumber}`).selectOption('En Route for Pick Up');
    await orderRow(b, order.orderNumber).getByRole('button', { name: 'Change' }).click();
    await expect(b.getByText(`Order #${order.orderNumber} is now En Route for Pick Up.`)).toBeVisible();

    await expect(statusOnA).toHaveValue('En Route for Pick Up', { timeout: 2_000 });
    watching.expectNoErrors();
    changing.expectNoErrors();
    await a.context().close();
    await b.context().close();
  });

  test('an order placed through the second server alerts staff watching the first', async ({ browser }) => {
    test.slow();
    const watching = await staffPage(browser, STAFF.Admin);
    const a = watching.page;
    await a.goto('/app/routes');
    expect(new URL(a.url()).origin).toBe(first);

    const customer = await browser.newContext({ baseURL: servers[1]!.baseUrl });
    const page = await customer.newPage();
    const email = await signUpCustomer(page, 'live-two-alert');
    const order = await customerPlacesOrder(page, email);
    await expect(
      a.getByRole('status').filter({ hasText: `New order #${order.orderNumber} placed` }),
    ).toBeVisible({
      timeout: 2_000,
    });
    watching.expectNoErrors();
    await customer.close();
    await a.context().close();
  });
});
