import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ownServerPort } from './authConfig';
import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './ownServers';
import {
  customerPlacesOrder,
  expectNoSeriousViolations,
  type PlacedOrder,
  STAFF,
  signUpCustomer,
  staffPage,
} from './staffHelpers';

/**
 * The owner's dashboard (docs/decisions/0090-owner-dashboard.md, 0091-dashboard-charts.md): an order placed today
 * counted, a chart's table alternative and its CSV, no sideways scrolling at 1280 and 390 px, axe; and, on a server of
 * its own whose clock is moved six days on, the order stuck and its hold at risk, each list opening the order.
 */

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Let the charts take the new width.
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `scroll width at ${width} px`,
  ).toBeLessThanOrEqual(width);
}

test.describe('the dashboard on the run’s server', () => {
  test('a Super Admin reads today’s orders in a chart and its table, downloads them, on a desktop and a phone', async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = await signUpCustomer(page, 'dashboard');
    await customerPlacesOrder(page, email);

    const staff = await staffPage(browser, STAFF.SuperAdmin);
    const admin = staff.page;
    await admin.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(admin).toHaveURL(/\/app\/dashboard/);
    await expect(admin.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const today = admin.getByRole('button', { name: 'Today', exact: true });
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(admin.getByTestId('dashboard-subtitle')).toContainText('Every store');

    // The chart's table alternative: today's row counts the order placed.
    const table = admin.getByRole('table', { name: 'Orders per day' });
    await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Placed', 'Picked up', 'Delivered']);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    const placed = Number(await row.getByRole('cell').first().textContent());
    expect(placed).toBeGreaterThanOrEqual(1);
    await expect(admin.getByRole('table', { name: 'By store' })).toBeVisible();
    await expect(
      admin.getByRole('table', { name: 'By service' }).getByRole('rowheader', { name: 'Wash & Fold' }),
    ).toBeVisible();

    // Its data as CSV.
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download CSV of orders per day' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-per-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'dashboard-csv-')), 'orders.csv');
    await file.saveAs(saved);
    const lines = readFileSync(saved, 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Day,Placed,Picked up,Delivered');
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${placed},\\d+,\\d+$`));

    await expectNoSidewaysScroll(admin, 1280);
    await expectNoSeriousViolations(admin);
    await expectNoSidewaysScroll(admin, 390);
    await expectNoSeriousViolations(admin);
    staff.expectNoErrors();
    await admin.context().close();
  });

  test('an Admin reads their own store, with no store to choose', async ({ browser }) => {
    const staff = await staffPage(browser, STAFF.Admin);
    const admin = staff.page;
    await admin.goto('/app/dashboard');
    await expect(admin.getByRole('heading', { name: 'Orders by status now' })).toBeVisible();
    await expect(admin.getByRole('combobox', { name: 'Store' })).toHaveCount(0);
    await expect(admin.getByTestId('dashboard-subtitle')).not.toContainText('Every store');
    staff.expectNoErrors();
    await admin.context().close();
  });
});

test.describe('the orders that need someone, six days on', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'laundry-e2e-dashboard-'));
  let server: OwnServer | undefined;
  let order: PlacedOrder;
  test.use({ baseURL: `http://127.0.0.1:${ownServerPort(0)}` });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    // An order placed now, then the same data read by a server whose clock says six days later: the order has not
    // changed for six days (stuck) and its hold expires in one (at risk).
    server = await startOwnServer(0, { DATA_DIR: dataDir });
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const customer = await context.newPage();
    order = await customerPlacesOrder(customer, await signUpCustomer(customer, 'dashboard-stuck'));
    await context.close();
    await server.stop();
    server = await startOwnServer(0, {
      DATA_DIR: dataDir,
      CLOCK_START: new Date(Date.now() + 6 * 24 * 3_600_000).toISOString(),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the stuck orders and the holds at risk each open the order', async ({ browser }) => {
    test.slow();
    const staff = await staffPage(browser, STAFF.SuperAdmin, server!.baseUrl);
    const admin = staff.page;
    await admin.goto('/app/dashboard');
    const stuck = admin.getByRole('region', { name: /^Stuck orders/ });
    await expect(stuck.getByRole('heading')).toHaveText('Stuck orders (1)');
    await expect(stuck.getByRole('listitem')).toHaveCount(1);
    const holds = admin.getByRole('region', { name: /^Holds at risk/ });
    await expect(holds.getByRole('heading')).toHaveText('Holds at risk (1)');
    await expect(holds.getByRole('listitem')).toContainText(['$43.50']);

    await stuck.getByRole('link', { name: `Order #${order.orderNumber}` }).click();
    await expect(admin.getByRole('heading', { name: `Order #${order.orderNumber}`, level: 1 })).toBeVisible();
    await admin.goBack();
    await holds.getByRole('link', { name: `Order #${order.orderNumber}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/app/order/id/${order.orderId}$`));
    staff.expectNoErrors();
    await admin.context().close();
  });
});
