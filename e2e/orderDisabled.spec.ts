import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { startAsGuest } from './orderHelpers';
import { expect, openSettings, saveSection, section, startEditing } from './settingsHelpers';

const MESSAGE = 'Online ordering is paused for the holiday. Please call us at (212) 555-0100.';

/** The address step, filled and continued, wherever it leads. */
async function fillAddressOnly(page: Page, { zip, state }: { zip: string; state: string }) {
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('350 5th Ave');
  await page.getByLabel('City').fill(state === 'FL' ? 'Boca Raton' : 'New York');
  await page.getByLabel('State').fill(state);
  await page.getByLabel('Zip code').fill(zip);
  await page.getByLabel('First name').fill('Gail');
  await page.getByLabel('Email').fill(`paused-${crypto.randomUUID()}@example.test`);
  await page.getByLabel('Phone').pressSequentially('2125550123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/order\/services$/);
}

/**
 * Ordering disabled (docs/rules/ordering.md, The steps), for real: a super admin switches New York's ordering off with a message
 * on the settings screen, a guest opening the order flow sees the message instead of the flow, and
 * switching it back on restores the flow.
 */
test('disabling ordering shows the configured message instead of the flow; enabling restores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await openSettings(page);
  await startEditing(page);
  let disable = await section(page, 'Disable Ordering');
  await disable.getByLabel('Disable ordering').check();
  await disable.getByLabel('Message shown while ordering is disabled').fill('');
  await disable.getByRole('button', { name: 'Save' }).click();
  await expect(
    disable.getByText('Please enter the message customers will see while ordering is disabled.'),
  ).toBeVisible();
  await disable.getByLabel('Message shown while ordering is disabled').fill(MESSAGE);
  await saveSection(page, disable);
  try {
    await expect(page.getByRole('status').filter({ hasText: 'Ordering is disabled.' })).toContainText(
      MESSAGE,
    );

    // The pause is New York's: the home page's zip check says so for a New York zip, with the number to call.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await visitor.getByLabel('Zip code').first().fill('10001');
    const status = visitor
      .getByRole('status')
      .filter({ hasText: 'Online ordering is paused in New York City.' });
    await expect(status).toBeVisible();
    await expect(status.getByRole('link', { name: '(212) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+12125550100',
    );
    // A Florida zip is not paused.
    await visitor.getByLabel('Zip code').first().fill('33445');
    await expect(visitor.getByText('Good news! We pick up and deliver in 33445.')).toBeVisible();
    await visitor.context().close();

    // A New York guest gives the address, then meets the message instead of the flow.
    const guest = await (await browser.newContext()).newPage();
    await startAsGuest(guest);
    await fillAddressOnly(guest, { zip: '10001', state: 'NY' });
    await expect(guest.getByText(MESSAGE)).toBeVisible();
    await expect(guest.getByRole('link', { name: '(212) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+12125550100',
    );
    await expect(guest.getByRole('navigation', { name: 'Order progress' })).toHaveCount(0);
    await guest.context().close();

    // A Florida guest orders as usual while New York is paused (docs/rules/regions.md).
    const florida = await (await browser.newContext()).newPage();
    await startAsGuest(florida);
    await fillAddressOnly(florida, { zip: '33445', state: 'FL' });
    await expect(florida.getByRole('heading', { name: 'Choose Your Services' })).toBeVisible();
    await expect(florida.getByText(MESSAGE)).toHaveCount(0);
    await florida.context().close();
  } finally {
    await startEditing(page);
    disable = await section(page, 'Disable Ordering');
    await disable.getByLabel('Disable ordering').uncheck();
    await saveSection(page, disable);
  }
  await expect(page.getByText('Ordering is disabled.')).toHaveCount(0);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/app/order');
  await guest.getByRole('button', { name: 'Continue as a Guest' }).click();
  await expect(guest.getByRole('heading', { name: 'Your Address' })).toBeVisible();
  await expect(guest.getByText(MESSAGE)).toHaveCount(0);
  await guest.context().close();
});
