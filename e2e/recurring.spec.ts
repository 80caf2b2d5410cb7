import { expectRefusedCalls, freshEmail, ORDER_PAGE } from './authHelpers';
import { linkFromMail } from './authMailbox';
import { expect, test } from './fixtures';
import { addWashFold, enterCard, fillAddress, placeOrder, schedule } from './orderHelpers';

/**
 * Recurring pick-ups (docs/decisions/0094-recurring-series.md, 0095-recurring-skip-link-and-texts.md): a customer repeats
 * an order weekly at checkout, skips the next one from the e-mail's link, and ends the series on the account page.
 */
test('a customer repeats a pick-up weekly, skips the next from the e-mail, and ends it', async ({
  page,
  consoleErrors,
}) => {
  const email = freshEmail('recurring');
  await page.goto('/signup/10001');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await fillAddress(page, { email });
  await addWashFold(page, 12);
  await schedule(page);

  // Without a saved card there is nothing to repeat on.
  const repeat = page.getByLabel('Repeat this pick-up');
  await expect(repeat).toBeDisabled();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Save Card').check();
  await expect(repeat).toBeEnabled();
  await repeat.selectOption({ label: 'Every week' });
  const orderId = await placeOrder(page);

  // The order's page carries the badge.
  await page.goto(`/app/order/id/${orderId}`);
  await expect(page.getByRole('link', { name: 'Repeats: every week' })).toBeVisible();

  // The e-mail's "Skip this one" skips the next pick-up, without a log-in.
  const skipLink = await linkFromMail(email, '/app/recurring/');
  expect(skipLink).toMatch(/^\/app\/recurring\/[0-9a-f-]{36}\/skip\?token=[a-z2-7]+$/);
  await page.goto(skipLink);
  const skipped = page.getByRole('status').filter({ hasText: 'is skipped' });
  await expect(skipped).toBeVisible();
  const skippedDay = (await skipped.textContent())!.match(/pick-up on (.+) is skipped/)![1]!;

  // The account page shows the series with the date skipped, and ends it.
  await page.goto('/app/account');
  const section = page.getByRole('region', { name: 'Repeating pick-ups' });
  await expect(section.getByRole('heading', { name: /^Every week on / })).toBeVisible();
  await expect(section.getByText(`Skipped: ${skippedDay}`)).toBeVisible();
  await section.getByRole('button', { name: 'End' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, end it' }).click();
  await expect(section.getByText('Ended', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Pause' })).toHaveCount(0);

  // The skip link, used once, answers its refusal.
  await page.goto(skipLink);
  await expect(
    page.getByText(
      'This link has expired or was already used. Please open your account to manage your pick-ups.',
    ),
  ).toBeVisible();
  expectRefusedCalls(consoleErrors, 404);
});
