import { expect, test } from './fixtures';
import { addWashFold, chooseDelivery, choosePickUp, fillAddress, startAsGuest } from './orderHelpers';

test('express delivery appears only when the order allows it', async ({ page }) => {
  await startAsGuest(page);
  await fillAddress(page);

  // Wash and fold at 9 lbs or less: no express.
  await addWashFold(page, 9);
  await choosePickUp(page, '11-12pm');
  await expect(page.getByLabel(/Express delivery/)).toHaveCount(0);

  // Over 9 lbs with a pick-up before 6pm: express, 3 hours after the pick-up window starts.
  await addWashFold(page, 12);
  await choosePickUp(page, '11-12pm');
  const express = page.getByLabel(/Express delivery/);
  await expect(express).toBeVisible();
  await expect(express).toHaveAccessibleName(/2-3pm/);
  await page.getByLabel('Pick-up time').selectOption({ label: '6-7pm' });
  await expect(express).toHaveCount(0);
  await page.getByLabel('Pick-up time').selectOption({ label: '11-12pm' });
  await express.check();
  await expect(page.getByLabel('Delivery date', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);

  // Checkout toggles it off and on; off, the delivery is no longer far enough after pick-up.
  const summary = page.getByRole('complementary', { name: 'Your Order' });
  await expect(summary.getByText('Express delivery')).toBeVisible();
  const toggle = page.getByLabel(/Express delivery/);
  await toggle.uncheck();
  await expect(
    page.getByText(
      'Delivery time is no longer available for this order. Please update your scheduled delivery to place this order.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  await toggle.check();
  await expect(page.getByText(/Delivery time is no longer available/)).toHaveCount(0);

  // Another service on the order: express is no longer offered, and two deliveries are.
  await page.goto('/app/order/services/dryclean');
  await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Suit ($24.95)' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/schedule$/);
  await choosePickUp(page, '11-12pm');
  await expect(page.getByLabel(/Express delivery/)).toHaveCount(0);
  await page.getByLabel(/Two deliveries/).check();
  await chooseDelivery(page);
  await page.getByLabel('Second delivery date').selectOption({ index: 1 });
  await page.getByLabel('Second delivery time').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/checkout$/);
  await expect(summary.getByText('Second delivery')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

test('the schedule never offers a Sunday nor more than 7 days ahead', async ({ page }) => {
  await startAsGuest(page);
  await fillAddress(page);
  await addWashFold(page, 12);
  const labels = await page.getByLabel('Pick-up date').locator('option').allTextContents();
  const dates = labels.slice(1);
  expect(dates.length).toBeGreaterThan(4);
  expect(dates.length).toBeLessThanOrEqual(8);
  for (const label of dates) expect(label).not.toMatch(/^Sun/);
});
