import type { Locator, Page } from '@playwright/test';
import { linkFromMail, mailCount, mailWithSubject } from './authMailbox';
import { expect, test } from './fixtures';
import { enterCard } from './orderHelpers';
import {
  customerPlacesOrder,
  openOrder,
  orderRow,
  searchOrders,
  signUpCustomer,
  staffPage,
  submitMoneyForm,
} from './staffHelpers';

/** At 390 px the page does not scroll sideways and `part` fits the screen (docs/rules/staff-screens.md, Staff on a phone). */
async function fitsA390pxPhone(page: Page, part: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.spinner')).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const box = await part.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= clientWidth).toBe(true);
}

/** The pages of a PDF Chromium printed: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
function printedPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/**
 * Issue 36, the counter: a customer orders 10 lb of wash and fold ($29.00, a $43.50 hold); staff move it to In
 * Progress and weigh what came in; the charge form starts from the final total, which is above the hold, so the
 * customer is asked to authorize it; the customer does, and staff capture it.
 *
 * The final total is the engine's: $29.00 for up to 20 lb, then $1.45 a lb, truncated to whole dollars. 30 lb is
 * $43.00, still under the $43.50 hold, so the counter corrects it to 40 lb: $58.00.
 */
test('staff weigh an order in; the final total above the hold is authorized by the customer, then captured', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await signUpCustomer(page, 'weigh-in');
  const order = await customerPlacesOrder(page, email, 10);
  const staff = await staffPage(browser);
  const admin = staff.page;
  // The confirmation goes through the outbox too: count from after it, so the link read below is the reauthorization's.
  await linkFromMail(email, `/app/order/id/${order.orderId}\\?link=`);
  const mailsBefore = mailCount(email);

  // Before the pick-up there is nothing to weigh.
  await openOrder(admin, order);
  await expect(admin.getByTestId('order-total')).toHaveText('$29.00');
  await expect(admin.getByRole('button', { name: 'Weigh In' })).toHaveCount(0);

  // Staff move the order to In Progress from the orders screen.
  await admin.goto('/app/orders');
  await searchOrders(admin, email);
  const status = admin.getByLabel(`Status of order ${order.orderNumber}`);
  const row = orderRow(admin, order.orderNumber);
  for (const value of ['En Route for Pick Up', 'In Progress']) {
    await status.selectOption(value);
    await row.getByRole('button', { name: 'Change' }).click();
    await expect(admin.getByText(`Order #${order.orderNumber} is now`)).toContainText(value);
  }

  // The weigh-in starts from the estimate; the final total follows the weight as it is typed.
  await openOrder(admin, order);
  await admin.getByRole('button', { name: 'Weigh In' }).click();
  const form = admin.getByRole('form', { name: 'Weigh In' });
  const weight = form.getByLabel(/Weight \(lbs\)/);
  await expect(weight).toHaveValue('10');
  await expect(form.getByTestId('weigh-in-total')).toHaveText('$29.00');
  await weight.fill('30');
  await expect(form.getByTestId('weigh-in-total')).toHaveText('$43.00');
  await weight.fill('40');
  await expect(form.getByTestId('weigh-in-total')).toHaveText('$58.00');
  await form.getByLabel('Notes').fill('Three full bags');
  await fitsA390pxPhone(admin, form);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Save Weigh-In' }).click();
  await expect(admin.getByText('The weigh-in has been saved.')).toBeVisible();
  await expect(form).toHaveCount(0);

  // The estimate and the final side by side.
  const table = admin.getByRole('table', { name: 'Estimate and final' });
  await expect(table.getByRole('row', { name: /Wash & Fold/ })).toContainText('10 lbs$29.00');
  await expect(table.getByRole('row', { name: /Wash & Fold/ })).toContainText('40 lbs$58.00');
  await expect(table.getByTestId('weigh-in-final-total')).toHaveText('$58.00');
  // The timeline says who weighed and the totals before and after.
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/^Weighed by /)).toBeVisible();
  await expect(timeline.getByText(/final total \$58\.00 \(was \$29\.00\)/)).toBeVisible();

  // Delivered and Completed before the charge: the Completed message names no total, since nothing has been charged
  // (docs/decisions/0083-orders-receipt.md).
  const mailsBeforeCompleted = mailCount(email);
  await admin.goto('/app/orders');
  await searchOrders(admin, email);
  for (const value of ['En Route for Delivery', 'Completed']) {
    await status.selectOption(value);
    await row.getByRole('button', { name: 'Change' }).click();
    await expect(admin.getByText(`Order #${order.orderNumber} is now`)).toContainText(value);
  }
  const completed = await mailWithSubject(
    email,
    `Order #${order.orderNumber} is complete`,
    mailsBeforeCompleted,
  );
  expect(completed).toContain(`Your order #${order.orderNumber} is complete.`);
  expect(completed).not.toContain('Final total');
  expect(completed).not.toMatch(/\$\d/);
  await openOrder(admin, order);

  // The charge starts from the final total; it is above the hold, so the customer is asked.
  const charge = admin.getByRole('form', { name: 'Charge' });
  await expect(charge.getByLabel('Amount ($)')).toHaveValue('58.00');
  await charge.getByRole('button', { name: 'Charge', exact: true }).click();
  await expect(charge.getByText('Ask the customer to authorize $58.00?')).toBeFocused();
  await charge.getByRole('button', { name: 'Yes, ask for $58.00' }).click();
  await expect(
    admin.getByText('$58.00 is more than the hold, so the customer was e-mailed a link to authorize it.'),
  ).toBeVisible();
  await expect(admin.getByTestId('order-status')).toHaveText('Waiting for Reauth');

  // The customer opens the e-mail's link, sees the estimate and the final, and authorizes the new amount.
  const link = await linkFromMail(email, '/app/order/id/', mailsBefore);
  await page.goto(link);
  const authorize = page.getByRole('form', { name: 'Authorize the new amount' });
  await expect(authorize).toBeVisible();
  const customerTable = page.getByRole('table', { name: 'Estimate and final' });
  await expect(customerTable.getByTestId('weigh-in-final-total')).toHaveText('$58.00');
  await fitsA390pxPhone(page, customerTable);
  await enterCard(page, '4242 4242 4242 4242');
  await authorize.getByRole('button', { name: 'Authorize $58.00' }).click();
  await expect(page.getByText('Thank you! Your card is authorized for $58.00.')).toBeVisible();
  await expect(page.getByTestId('amount-held')).toHaveText('$58.00');

  // Staff capture the final total.
  await admin.reload();
  await expect(admin.getByTestId('order-status')).toHaveText('Ready to Capture Payment');
  await expect(admin.getByRole('form', { name: 'Charge' }).getByLabel('Amount ($)')).toHaveValue('58.00');
  const mailsBeforeCapture = mailCount(email);
  await submitMoneyForm(admin, 'Charge', '58.00');
  await expect(admin.getByText('$58.00 was charged to the card.')).toBeVisible();
  await expect(admin.getByTestId('order-status')).toHaveText('Paid');
  await expect(admin.getByTestId('amount-charged')).toHaveText('$58.00');
  // Once charged, the weigh-in no longer changes.
  await expect(admin.getByRole('button', { name: /Weigh/ })).toHaveCount(0);

  // One itemized receipt after the capture (engineer M's page; docs/decisions/0083-orders-receipt.md): its e-mail links
  // the receipt page, which lists the weighed service and the total charged.
  const receiptLink = await linkFromMail(email, `/app/order/id/${order.orderId}/r`, mailsBeforeCapture);
  expect(receiptLink).toMatch(new RegExp(`^/app/order/id/${order.orderId}/receipt`));
  await page.goto(receiptLink);
  await expect(page.getByRole('heading', { name: `Receipt for order #${order.orderNumber}` })).toBeVisible();
  const receipt = page.getByRole('table', { name: 'Your items, as we weighed and counted them' });
  await expect(receipt.getByRole('row', { name: /Wash & Fold, 40 lb/ })).toContainText('$58.00');
  await expect(page.getByTestId('receipt-total')).toHaveText('$58.00');
  // Printed, the receipt is one page, on Letter and on A4 (Chromium's own print to PDF, with the print stylesheet).
  for (const format of ['Letter', 'A4'] as const) {
    expect(printedPages(await page.pdf({ format, printBackground: false })), format).toBe(1);
  }
  await admin.getByRole('link', { name: 'Receipt' }).click();
  await expect(admin.getByTestId('receipt-total')).toHaveText('$58.00');

  staff.expectNoErrors();
});
