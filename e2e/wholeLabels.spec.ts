import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { customerPlacesOrder, searchOrders, signUpCustomer, staffPage } from './staffHelpers';

/**
 * No label is cut (docs/decisions/0072-dates-carry-their-year.md): every choice of every visible select fits the
 * select's text box (a select shows its chosen option on one line and cuts the rest), and no label, header or badge
 * hides part of its text. Measured in the page with the controls' own fonts.
 */
function cutTexts(): string[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return ['no canvas to measure with'];
  const cut: string[] = [];
  const nameOf = (element: HTMLElement) =>
    element.getAttribute('aria-label') ??
    (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent?.trim() : null) ??
    element.className;
  for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
    if (select.getClientRects().length === 0) continue;
    const style = getComputedStyle(select);
    context.font = style.font;
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    for (const option of select.options) {
      const needs = context.measureText(option.text).width;
      if (needs > room + 0.5) {
        cut.push(`${nameOf(select)}: "${option.text}" needs ${Math.ceil(needs)} px, has ${Math.floor(room)}`);
      }
    }
  }
  for (const element of document.querySelectorAll<HTMLElement>(
    'label, legend, th, .status-badge, .field__label, .btn',
  )) {
    if (element.getClientRects().length === 0) continue;
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
      cut.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim()}" is cut`);
    }
  }
  return cut;
}

async function expectWholeLabels(page: Page, what: string) {
  await expect(page.locator('.spinner')).toHaveCount(0);
  const width = page.viewportSize()?.width;
  await page.screenshot({
    path: test.info().outputPath(`${what.replace(/\W+/g, '-')}-${width}.png`),
    fullPage: true,
  });
  expect.soft(await page.evaluate(cutTexts), `${what} at ${width} px`).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the orders screens show whole labels at ${viewport.width} px`, async ({ page, browser }) => {
    test.slow();
    const email = await signUpCustomer(page, 'labels');
    await customerPlacesOrder(page, email);
    await page.setViewportSize(viewport);

    // The customer's Order History and its filters.
    await page.goto('/app/orders');
    await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
    await expectWholeLabels(page, 'order history');

    // The staff orders screen: the filters, and each row's status and location selectors.
    const staff = await staffPage(browser);
    await staff.page.setViewportSize(viewport);
    await staff.page.goto('/app/orders');
    await searchOrders(staff.page, email);
    await expect(staff.page.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
    await expectWholeLabels(staff.page, 'staff orders');
    if (viewport.width < 640) {
      // On a phone the filters fold behind their button (docs/decisions/0086-orders-bulk-actions.md); opened, they too
      // show whole.
      const filters = staff.page.getByRole('button', { name: /^Filters/ });
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await expectWholeLabels(staff.page, 'staff orders, filters open');
    }
    await staff.page.goto('/app/orders');
    await expect(staff.page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expectWholeLabels(staff.page, 'staff orders unfiltered');
    staff.expectNoErrors();
  });
}
