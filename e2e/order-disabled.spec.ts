import { test } from './fixtures';
import { expect, openSettings, saveSection, section, startEditing } from './settingsHelpers';

const MESSAGE = 'Online ordering is paused for the holiday. Please call us at (212) 555-0100.';

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

    const guest = await (await browser.newContext()).newPage();
    await guest.goto('/app/order');
    await guest.getByRole('button', { name: 'Continue as a Guest' }).click();
    await expect(guest.getByText(MESSAGE)).toBeVisible();
    await expect(guest.getByRole('textbox', { name: 'Address', exact: true })).toHaveCount(0);
    await expect(guest.getByRole('navigation', { name: 'Order progress' })).toHaveCount(0);
    await guest.context().close();
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
