import { freshEmail } from './authHelpers';
import { mailContaining } from './authMailbox';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './staffHelpers';

// docs/rules/languages.md: the customer side in Spanish, chosen by the browser's languages or the switch, kept in
// the cookie and on the account; e-mails in the customer's language.

test.describe('a Spanish reader (Accept-Language es)', () => {
  test.use({ locale: 'es-MX' });

  test('sees the home page in Spanish on first paint, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX', javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(answer?.headers().vary).toContain('Accept-Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pida una recogida' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Precios', exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Código postal')).toBeVisible();
    await context.close();
  });

  test('checks a zip, orders as a guest and is confirmed in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Código postal').fill('10001');
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(page.getByText('¡Buenas noticias! Recogemos y entregamos en 10001.')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar como invitado' }).click();
    await expect(page).toHaveURL(/\/app\/order\/address$/);
    await expect(page.getByRole('heading', { name: 'Su dirección' })).toBeVisible();

    // The step's own refusals are in Spanish (the validators' English, shown through es/spec-*.json).
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Please enter your city.')).toHaveCount(0);
    const email = freshEmail('espanol');
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('350 5th Ave');
    await page.getByLabel('Ciudad').fill('New York');
    await page.getByLabel('Código postal').fill('10001');
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').pressSequentially('2125550123');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/app\/order\/services$/);

    await page.goto('/app/order/services/washfold');
    await page.getByLabel('Peso estimado (lb)').fill('12');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/app\/order\/schedule$/);
    const pickUpDates = page.getByLabel('Fecha de recogida');
    await expect(pickUpDates.locator('option').nth(1)).toBeAttached();
    await pickUpDates.selectOption((await pickUpDates.locator('option').last().getAttribute('value')) ?? '');
    // Windows as a Spanish reader writes them.
    await expect(page.getByLabel('Hora de recogida').locator('option').nth(1)).toHaveText(/[ap]\.\s?m\./);
    await page.getByLabel('Hora de recogida').selectOption({ index: 1 });
    await page.getByLabel('Fecha de entrega', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Hora de entrega', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/app\/order\/checkout$/);

    await page.getByLabel('Número de tarjeta').pressSequentially('4242424242424242');
    await page.getByLabel('Vencimiento (MM/AA)').pressSequentially('1234');
    await page.getByLabel('CVC').pressSequentially('123');
    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await expect(page.getByRole('heading', { name: '¡Gracias por su pedido!' })).toBeVisible();

    const mail = await mailContaining(email, 'Hola, Lucía:');
    expect(mail).toMatch(/¡Gracias! Su pedido n\.º \d+ está confirmado\./);
    expect(mail).toContain('- Lavado y doblado');
    expect(mail).toContain('Total estimado: $');
  });

  test('the Spanish pages pass axe', async ({ page }) => {
    // Six pages, each loaded and scanned whole by axe: 23-31 s of the 30 s a test has outside CI on a slow machine.
    test.slow();
    for (const path of ['/', '/pricing', '/locations', '/specials', '/login', '/signup']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectNoSeriousViolations(page);
    }
  });
});

test('a customer switches to Spanish and it is kept after logging in again elsewhere', async ({
  page,
  browser,
}) => {
  const email = freshEmail('idioma');
  const password = 'Password123!';
  await page.goto('/signup/10001');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible();

  const saved = page.waitForResponse(
    (response) => response.url().includes('account.setLanguage') && response.ok(),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();

  // Another browser, English by its own languages: the account's Spanish comes back at log-in.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Log In' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect(other.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
  expect((await elsewhere.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es');

  // Back to English from the footer's switch: kept too.
  await other.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(other.getByRole('link', { name: 'Sign Out' })).toBeVisible();
  await elsewhere.close();
});
