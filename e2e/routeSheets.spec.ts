import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  customerPlacesOrder,
  expectNoSeriousViolations,
  openOrder,
  type PlacedOrder,
  signUpCustomer,
  staffPage,
} from './staffHelpers';

/** What the sheet needs of a placed order: its store and its pick-up day (orders.get, as its customer reads it). */
async function storeAndDay(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const input = encodeURIComponent(JSON.stringify({ orderId: id }));
    const response = await fetch(`/trpc/orders.get?input=${input}`);
    const order = (await response.json()).result.data as {
      location: { id: string; name: string } | null;
      schedule: { pickUpDate: string; pickUpHour: number };
    };
    return { locationId: order.location?.id ?? '', pickUpDate: order.schedule.pickUpDate };
  }, orderId);
}

/** The order numbers of the sheet's stops, top to bottom. */
async function stopNumbers(page: Page): Promise<string[]> {
  return page
    .getByTestId('route-stop')
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
}

/** With E2E_SCREENSHOTS set to a folder, a full-page picture of `page` there, for a person to look at. */
async function picture(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({
      fullPage: true,
      path: `${process.env.E2E_SCREENSHOTS}/route-sheets-${name}.png`,
    });
}

function stopOf(page: Page, order: PlacedOrder): Locator {
  return page
    .getByTestId('route-stop')
    .filter({ has: page.getByRole('link', { name: `#${order.orderNumber}`, exact: true }) });
}

/**
 * Issue 37, the store's day (docs/decisions/0084-route-sheets.md, docs/decisions/0085-route-sheet-printing.md): two
 * pick-ups of one store and day are on its route sheet; staff move one by hand, print the sheet (print media: the list
 * alone) and open the route's tickets, one per stop with its QR code; an order's own ticket prints from its detail.
 */
test('staff open a route sheet, move a stop, print it and its tickets', async ({ page, browser }) => {
  test.slow();
  const email = await signUpCustomer(page, 'route');
  const first = await customerPlacesOrder(page, email, 10);
  const second = await customerPlacesOrder(page, email, 14);
  const { locationId, pickUpDate } = await storeAndDay(page, first.orderId);
  expect(locationId).not.toBe('');
  expect(await storeAndDay(page, second.orderId)).toEqual({ locationId, pickUpDate });

  const staff = await staffPage(browser);
  const admin = staff.page;
  await admin.goto('/app/orders');
  await admin.getByRole('link', { name: 'Routes', exact: true }).first().click();
  await expect(admin).toHaveURL(/\/app\/routes$/);
  await expect(admin.getByRole('heading', { name: 'Route sheet', level: 1 })).toBeVisible();

  await admin.goto(`/app/routes?location=${locationId}&date=${pickUpDate}&kind=pickup`);
  await expect(admin.getByRole('combobox', { name: 'Store' })).toHaveValue(locationId);
  await expect(admin.getByRole('button', { name: 'Pick-ups' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stopOf(admin, first)).toHaveCount(1);
  await expect(stopOf(admin, second)).toHaveCount(1);
  // Until someone moves a stop the sheet is in driving order (a retry of this test finds its own earlier move kept).
  await expect(admin.getByTestId('route-order-note')).toHaveText(
    test.info().retry === 0 ? 'Order: driving order' : /^Order: (driving order|set by hand)$/,
  );
  const stop = stopOf(admin, first);
  await expect(stop.getByRole('link', { name: '(212) 555-0123' })).toHaveAttribute(
    'href',
    'tel:+12125550123',
  );
  await expect(
    stop.getByRole('link', { name: /^350 5th Ave, New York, NY 10001 · Navigate$/ }),
  ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);

  // The stops are numbered in the sheet's order, and the map draws them (its tiles are the server's plain ones).
  const before = await stopNumbers(admin);
  const positions = await admin
    .getByTestId('route-stop')
    .locator('.route-stop__number')
    .evaluateAll((numbers) => numbers.map((n) => n.textContent));
  expect(positions).toEqual(before.map((_, index) => String(index + 1)));
  await expect(admin.locator('.route-map .route-marker:not(.route-marker--store)')).toHaveCount(
    before.length,
  );
  await expect(admin.locator('.route-map .route-marker--store')).toHaveCount(1);

  // Move the first of our two stops one place within its window, whichever way it can go.
  const up = stop.getByRole('button', { name: 'Move up' });
  const goesUp = await up.isEnabled();
  await (goesUp ? up : stop.getByRole('button', { name: 'Move down' })).click();
  await expect(admin.getByTestId('route-order-note')).toHaveText('Order: set by hand');
  const index = before.indexOf(`#${first.orderNumber}`);
  const expected = [...before];
  const other = index + (goesUp ? -1 : 1);
  [expected[index], expected[other]] = [expected[other]!, expected[index]!];
  await expect.poll(() => stopNumbers(admin)).toEqual(expected);
  // The order set by hand is the store's: a reload keeps it.
  await admin.reload();
  await expect.poll(() => stopNumbers(admin)).toEqual(expected);
  await expect(admin.getByTestId('route-order-note')).toHaveText('Order: set by hand');

  // At 390 px the sheet fits without sideways scrolling.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(admin.locator('.spinner')).toHaveCount(0);
  const widths = await admin.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await picture(admin, 'phone');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await picture(admin, 'sheet');
  await expectNoSeriousViolations(admin);

  // Print route calls the browser's print; printed, the sheet is the list alone.
  await admin.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await admin.getByRole('button', { name: 'Print route' }).click();
  expect(await admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.locator('.staff-header')).toBeHidden();
  await expect(admin.getByRole('navigation')).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Print route' })).toBeHidden();
  await expect(admin.getByRole('link', { name: 'Print tickets' })).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Move up' }).first()).toBeHidden();
  await expect(admin.getByRole('combobox', { name: 'Store' })).toBeHidden();
  await expect(admin.locator('.route-map')).toBeHidden();
  await expect(admin.getByRole('heading', { name: 'Route sheet', level: 1 })).toBeVisible();
  for (const order of [first, second]) await expect(stopOf(admin, order)).toBeVisible();
  await expect(admin.getByTestId('route-stop')).toHaveCount(expected.length);
  // No stop is split across pages.
  const breakInside = await admin
    .getByTestId('route-stop')
    .first()
    .evaluate((element) => getComputedStyle(element).breakInside);
  expect(breakInside).toBe('avoid');
  await picture(admin, 'sheet-printed');
  await admin.emulateMedia({ media: 'screen' });

  // The route's tickets: one per stop, in the sheet's order, each with its QR code.
  await admin.getByRole('link', { name: 'Print tickets' }).click();
  await expect(admin).toHaveURL(
    new RegExp(`/app/routes/tickets\\?location=${locationId}&date=${pickUpDate}&kind=pickup$`),
  );
  const tickets = admin.getByTestId('ticket');
  await expect(tickets).toHaveCount(expected.length);
  expect(await tickets.locator('h2').evaluateAll((hs) => hs.map((h) => h.textContent))).toEqual(expected);
  for (const order of [first, second]) {
    await expect(admin.getByRole('img', { name: `QR code of order #${order.orderNumber}` })).toBeVisible();
  }
  await expect(admin.getByRole('button', { name: 'Print tickets' })).toBeEnabled();
  await expectNoSeriousViolations(admin);
  await admin.emulateMedia({ media: 'print' });
  await expect(admin.getByRole('button', { name: 'Print tickets' })).toBeHidden();
  await expect(tickets.first()).toBeVisible();
  const breakAfter = await tickets.first().evaluate((element) => getComputedStyle(element).breakAfter);
  expect(breakAfter).toBe('page');
  await picture(admin, 'tickets-printed');
  await admin.emulateMedia({ media: 'screen' });

  // An order's own ticket, from its detail.
  await openOrder(admin, second);
  await admin.getByRole('link', { name: 'Print ticket' }).click();
  await expect(admin).toHaveURL(new RegExp(`/app/order/id/${second.orderId}/ticket$`));
  await expect(admin.getByTestId('ticket')).toHaveCount(1);
  await expect(admin.getByRole('img', { name: `QR code of order #${second.orderNumber}` })).toBeVisible();
  staff.expectNoErrors();
});

test('a route sheet says the server’s refusal of an unknown store or a day that does not exist; a customer is sent away', async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const admin = staff.page;
  await admin.goto('/app/routes?location=00000000-0000-4000-8000-000000000000&date=2026-12-01&kind=delivery');
  await expect(admin.getByText('This store could not be found.')).toBeVisible();
  await admin.goto('/app/routes?date=2026-02-30&kind=pickup');
  await expect(admin.getByText('Please enter a valid date.')).toBeVisible();
  await expect(admin.getByTestId('route-stop')).toHaveCount(0);

  await signUpCustomer(page, 'route-customer');
  await page.goto('/app/routes');
  await expect(page).toHaveURL(/\/app\/order(\/address)?$/);
  staff.expectNoErrors([400, 404]);
});
