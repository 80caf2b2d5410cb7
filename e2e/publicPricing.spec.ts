import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Figures come from the seeded settings and price lists (packages/db/src/seed/{settings,priceLists}.ts).

function washFold(page: Page) {
  const form = page.getByRole('form', { name: 'Wash & Fold Calculator' });
  return {
    form,
    result: form.getByRole('status'),
    async price(options: { service?: string; kind?: string; weight: string; express?: boolean }) {
      await form.getByRole('radio', { name: options.service ?? 'Self drop-off' }).check();
      await form.getByRole('radio', { name: options.kind ?? 'Regular' }).check();
      await form.getByRole('textbox', { name: 'Weight (lbs)' }).fill(options.weight);
      if (options.express !== undefined) {
        await form.getByRole('checkbox', { name: /Express delivery/ }).setChecked(options.express);
      }
      await form.getByRole('button', { name: 'Calculate' }).click();
    },
  };
}

function tailoring(page: Page) {
  const form = page.getByRole('form', { name: 'Tailoring Calculator' });
  return {
    form,
    result: form.getByRole('status'),
    async price(clothingType: string | null, services: string[]) {
      if (clothingType)
        await form.getByRole('combobox', { name: 'Clothing type' }).selectOption({ label: clothingType });
      for (const service of services) await form.getByRole('checkbox', { name: service }).check();
      await form.getByRole('button', { name: 'Calculate' }).click();
    },
  };
}

function priceRow(table: Locator, item: string) {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: item, exact: true }) });
}

test.describe('NYC pricing (/pricing)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('shows the New York rates from the settings', async ({ page }) => {
    await expect(
      page.getByText('$11.75 for the first 6 lbs, then $1.65 per lb ($1.80 organic).'),
    ).toBeVisible();
    await expect(page.getByText('6 lb. minimum for self drop-off service.').first()).toBeVisible();
    await expect(page.getByText('$29.00 for up to 20 lbs, then $1.45 per lb.')).toBeVisible();
  });

  test('wash and fold calculator: self drop-off, regular and organic, and the 6 lb minimum', async ({
    page,
  }) => {
    const calculator = washFold(page);
    await calculator.price({ weight: '10' });
    await expect(calculator.result).toHaveText('Estimated price: $18.35');
    await calculator.price({ kind: 'Organic', weight: '10' });
    await expect(calculator.result).toHaveText('Estimated price: $18.95');
    await calculator.price({ weight: '5' });
    await expect(calculator.result).toHaveText('Self drop off orders must be a minimum of 6 lbs.');
  });

  test('wash and fold calculator: pick-up minimums, whole-dollar quotes and express', async ({ page }) => {
    const calculator = washFold(page);
    await calculator.price({ service: 'Pick-up & delivery', weight: '19' });
    await expect(calculator.result).toHaveText('Pickup/delivery orders must be a minimum of 20 lbs.');
    await calculator.price({ service: 'Pick-up & delivery', weight: '25.5' });
    await expect(calculator.result).toHaveText('Estimated price: $36.00');
    await calculator.price({ service: 'Pick-up & delivery', kind: 'Organic', weight: '25' });
    await expect(calculator.result).toHaveText('Estimated price: $40.00');
    await calculator.price({ service: 'Pick-up & delivery', weight: '25', express: true });
    await expect(calculator.result).toContainText(/Express delivery\s*\$10\.00/);
    await expect(calculator.result).toContainText('Estimated price: $46.00');
  });

  test('the wash and fold result clears when an input changes', async ({ page }) => {
    const calculator = washFold(page);
    await calculator.price({ weight: '10' });
    await expect(calculator.result).toHaveText('Estimated price: $18.35');
    await calculator.form.getByRole('textbox', { name: 'Weight (lbs)' }).fill('11');
    await expect(calculator.result).toHaveText('');
    await calculator.form.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.result).toHaveText('Estimated price: $20.00');
    await calculator.form.getByRole('radio', { name: 'Organic' }).check();
    await expect(calculator.result).toHaveText('');
    await calculator.form.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.result).toHaveText('Estimated price: $20.75');
    await calculator.form.getByRole('radio', { name: 'Pick-up & delivery' }).check();
    await expect(calculator.result).toHaveText('');
  });

  test('the organic dry cleaning and comforter price lists', async ({ page }) => {
    const dryClean = page.getByRole('table', { name: 'Organic dry cleaning prices' });
    await expect(priceRow(dryClean, 'Shirt')).toHaveText(/Shirt\s*\$7\.95\s*\$4\.95/);
    await expect(priceRow(dryClean, 'Comforter')).toContainText('$80.00');
    const comforters = page.getByRole('table', { name: 'Comforter prices' });
    await expect(comforters.getByRole('columnheader')).toHaveText(['Size', 'Regular', 'Down']);
    await expect(priceRow(comforters, 'Queen')).toHaveText(/Queen\s*\$40\.00\s*\$50\.00/);
    await expect(priceRow(page.getByRole('table', { name: 'Wash and press prices' }), 'Shirt')).toContainText(
      '$1.99',
    );
  });

  test('tailoring calculator: its two messages and the sum of the chosen services', async ({ page }) => {
    const calculator = tailoring(page);
    await calculator.price(null, ['Hem']);
    await expect(calculator.result).toHaveText('Please select a clothing type.');
    await calculator.price('Pants', ['Sleeves']);
    await expect(calculator.result).toHaveText('Service not found.');
    await calculator.form.getByRole('checkbox', { name: 'Sleeves' }).uncheck();
    await expect(calculator.result).toHaveText('');
    await calculator.price('Pants', ['Patch']);
    await expect(calculator.result).toContainText(/Hem\s*\$15\.00/);
    await expect(calculator.result).toContainText(/Patch\s*\$12\.00/);
    await expect(calculator.result).toContainText('Estimated price: $27.00');
    await calculator.form.getByRole('combobox', { name: 'Clothing type' }).selectOption({ label: 'Jacket' });
    await expect(calculator.result).toHaveText('');
  });

  test('links to specials and Florida pricing, and checks a zip', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'See specials' })).toHaveAttribute('href', '/specials');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('10025');
    await expect(page.getByText('Good news! We pick up and deliver in 10025.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Florida Pricing' }).click();
    await expect(page).toHaveURL('/florida-pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Florida Pricing' })).toBeVisible();
  });
});

test.describe('Florida pricing (/florida-pricing)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/florida-pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Florida Pricing' })).toBeVisible();
  });

  test('has the Free Pick Up & Delivery hero, a button to NYC pricing and the Florida footer', async ({
    page,
  }) => {
    await expect(page.getByText('Free Pick Up & Delivery', { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Serving Florida');
    await expect(
      page.getByText('$10.00 for the first 8 lbs, then $1.45 per lb ($1.60 organic).'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'NYC Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
  });

  test('wash and fold calculator: the 8 lb self drop-off minimum and Florida rates', async ({ page }) => {
    const calculator = washFold(page);
    await calculator.price({ weight: '7' });
    await expect(calculator.result).toHaveText('Self drop off orders must be a minimum of 8 lbs.');
    await calculator.price({ weight: '10' });
    await expect(calculator.result).toHaveText('Estimated price: $12.90');
    await calculator.price({ kind: 'Organic', weight: '10' });
    await expect(calculator.result).toHaveText('Estimated price: $13.20');
    await calculator.price({ service: 'Pick-up & delivery', kind: 'Organic', weight: '12' });
    await expect(calculator.result).toHaveText('Pickup/delivery orders must be a minimum of 20 lbs.');
    // $29 + 10 x $1.45 = $43.50, whole dollars $43.00; express 30 x $0.40 = $12.00.
    await calculator.price({ service: 'Pick-up & delivery', weight: '30', express: true });
    await expect(calculator.result).toContainText('Estimated price: $55.00');
  });

  test('Florida price lists and tailoring', async ({ page }) => {
    await expect(
      priceRow(page.getByRole('table', { name: 'Organic dry cleaning prices' }), 'Comforter'),
    ).toContainText('$72.00');
    await expect(priceRow(page.getByRole('table', { name: 'Comforter prices' }), 'King')).toHaveText(
      /King\s*\$42\.00\s*\$52\.00/,
    );
    const calculator = tailoring(page);
    await calculator.price('Pants', ['Hem', 'Patch']);
    await expect(calculator.result).toContainText('Estimated price: $23.00');
    await calculator.price(null, []);
    await calculator.form
      .getByRole('combobox', { name: 'Clothing type' })
      .selectOption({ label: 'Select a clothing type' });
    await calculator.form.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.result).toHaveText('Please select a clothing type.');
  });

  test('zip forms in the hero and at the end, and the specials link', async ({ page }) => {
    const zipForms = page.getByRole('textbox', { name: 'Zip code' });
    await expect(zipForms).toHaveCount(2);
    await zipForms.first().fill('33445');
    await expect(page.getByText('Good news! We pick up and deliver in 33445.')).toBeVisible();
    await expect(page.getByText("You're in our Florida service area")).toBeVisible();
    await zipForms.last().fill('32801');
    await expect(page.getByText("Sorry! We're not yet available in your area.")).toBeVisible();
    await page.getByRole('link', { name: 'See specials' }).click();
    await expect(page).toHaveURL('/specials');
  });
});
