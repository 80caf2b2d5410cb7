import { expect, test } from './fixtures';

test('support: the FAQ opens and closes', async ({ page }) => {
  await page.goto('/support');
  const question = page.getByRole('button', { name: 'How long does it take to get my clothes back?' });
  const answer = page.getByRole('region', { name: 'How long does it take to get my clothes back?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await expect(page.getByRole('button', { name: /cards/i })).toBeVisible();
});

test('business services: the wholesale inquiry is stored and confirmed', async ({ page }) => {
  await page.goto('/business-services');
  await expect(page.getByText('up to 50%').first()).toBeVisible();
  const form = page.locator('form.lead-form');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your company name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Company' }).fill('Harbor Hotel');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace@harbor.test');
  await form.getByRole('textbox', { name: 'Phone' }).fill('(212) 555-0199');
  await form.getByRole('textbox', { name: 'What would you like us to clean?' }).fill('Sheets for 40 rooms.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Thank you for your inquiry!')).toBeVisible();
});

test('contact: the message is stored and confirmed', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you clean wedding gowns?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.test');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message!')).toBeVisible();
});

test('the promise and privacy pages', async ({ page }) => {
  await page.goto('/promise');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});
