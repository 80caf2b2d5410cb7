import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInKept } from './keptSessions';
import { addWashFold, enterCard, fillAddress, placeOrder, schedule, startAsGuest } from './orderHelpers';
import { demoPassword } from './playwright.config';

/**
 * Nothing scrolls sideways on a phone: the page is no wider than the screen, and nothing reaches past the
 * screen's right edge unless it sits in a frame that scrolls on its own (a wide table's frame, the map). A
 * frame whose content is wider than itself shows a cue that there is more to see (its edge shadow).
 */
interface OverflowReport {
  scrollWidth: number;
  clientWidth: number;
  /** Elements past the right edge, outside any frame of their own. */
  beyondEdge: string[];
  /** Frames that scroll sideways without a visible cue. */
  framesWithoutCue: string[];
}

function measureOverflow(): OverflowReport {
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const name = `${element.tagName.toLowerCase()}${classes ? `.${classes.split(/\s+/).join('.')}` : ''}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${name} [${Math.round(rect.left)}..${Math.round(rect.right)}] "${text}"`;
  };
  // A frame of its own: it scrolls sideways, or it is the locations map (it pans).
  const isFrame = (element: Element) => {
    const { overflowX } = getComputedStyle(element);
    return overflowX === 'auto' || overflowX === 'scroll' || element.classList.contains('leaflet-container');
  };
  const beyondEdge: string[] = [];
  const framesWithoutCue: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right > width + 0.5) {
      let frame = element.parentElement;
      while (frame && frame !== document.body && !isFrame(frame)) frame = frame.parentElement;
      // Only the outermost element past the edge is named (its children follow it there).
      const parent = element.parentElement;
      const parentBeyond =
        parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5;
      if ((!frame || frame === document.body) && !parentBeyond) beyondEdge.push(describe(element));
    }
    const { overflowX, backgroundImage } = getComputedStyle(element);
    if (
      (overflowX === 'auto' || overflowX === 'scroll') &&
      element.scrollWidth > element.clientWidth + 1 &&
      !backgroundImage.includes('gradient')
    ) {
      framesWithoutCue.push(describe(element));
    }
  }
  return { scrollWidth: root.scrollWidth, clientWidth: width, beyondEdge, framesWithoutCue };
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  // Lazy chunks and queries have settled: no spinner is left on the page.
  await expect(page.locator('.spinner')).toHaveCount(0);
  const report = await page.evaluate(measureOverflow);
  const width = page.viewportSize()?.width;
  expect
    .soft(report.scrollWidth, `${what} at ${width} px: the page is wider than the screen`)
    .toBeLessThanOrEqual(report.clientWidth);
  expect.soft(report.beyondEdge, `${what} at ${width} px: past the right edge`).toEqual([]);
  expect.soft(report.framesWithoutCue, `${what} at ${width} px: a scrolling frame without a cue`).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/florida-pricing',
  '/specials',
  '/locations',
  '/login',
  '/signup',
  '/contact',
  '/support',
  '/business-services',
  '/promise',
  '/privacy-policy',
  '/forgot-password',
];

/** Each page's own content is on screen before it is measured. */
async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path === '/pricing' || path === '/florida-pricing') {
    await expect(page.getByRole('table', { name: 'Organic dry cleaning prices' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Comforter prices' })).toBeVisible();
  }
  if (path === '/locations') await expect(page.locator('.location-marker')).toHaveCount(28);
}

test.describe('a phone 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page scrolls sideways', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of PUBLIC_PAGES) {
      await openPublicPage(page, path);
      await expectNoSidewaysScroll(page, path);
    }

    // What appears on a visitor's answer: the zip check's result, the open menu, a calculator's estimate and
    // the store finder's list.
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Zip code' }).fill('10001');
    await expect(page.getByRole('button', { name: 'Continue as a Guest' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoSidewaysScroll(page, 'the home page with the zip result and the menu open');
    await page.goto('/pricing');
    const tailoring = page.getByRole('form', { name: 'Tailoring Calculator' });
    await tailoring.getByRole('combobox', { name: 'Clothing type' }).selectOption({ label: 'Dress' });
    await tailoring.getByRole('checkbox', { name: 'Hem' }).check();
    await tailoring.getByRole('button', { name: 'Calculate' }).click();
    await expect(tailoring.getByRole('status')).toContainText('Estimated price');
    await expectNoSidewaysScroll(page, 'the pricing page with an estimate');
    await page.goto('/locations');
    await page.getByRole('textbox', { name: 'Zip code or address' }).fill('10001');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Locations by distance' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the locations page with the stores by distance');
  });

  test('no order step scrolls sideways, from the address to the thank-you page', async ({ page }) => {
    test.setTimeout(90_000);
    await startAsGuest(page);
    // The address step with its messages shown.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter your address.')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the address step');
    await fillAddress(page);
    await expectNoSidewaysScroll(page, 'the services step');

    // With a service on the order, the summary is beside (below) every step.
    await addWashFold(page, 12);
    await expectNoSidewaysScroll(page, 'the schedule step');
    await page.goto('/app/order/services');
    await expect(page.locator('.service-tile')).toHaveCount(6);
    await expectNoSidewaysScroll(page, 'the services step with a service');

    for (const service of ['washfold', 'organicwashfold', 'washpress', 'comforter']) {
      await page.goto(`/app/order/services/${service}`);
      await expect(page.getByRole('button', { name: /^(Continue|Update)$/ })).toBeVisible();
      await expectNoSidewaysScroll(page, `the ${service} step`);
    }
    await page.goto('/app/order/services/dryclean');
    await page.getByLabel('Item', { exact: true }).selectOption({ label: 'Shirt ($7.95)' });
    await expectNoSidewaysScroll(page, 'the dryclean step');
    await page.goto('/app/order/services/tailoring');
    await page.getByLabel('Clothing type').selectOption({ label: 'Pants' });
    await expect(page.getByLabel(/^Hem/)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the tailoring step');

    await page.goto('/app/order/schedule');
    // The offered dates have arrived before one is chosen.
    await expect(page.getByLabel('Pick-up date').locator('option').nth(1)).toBeAttached();
    await schedule(page);
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the checkout step');
    await enterCard(page, '4242 4242 4242 4242');
    await placeOrder(page);
    await expectNoSidewaysScroll(page, 'the thank-you page');
  });
});

test.describe('a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a price list item with a long name wraps on the wash and fold step', async ({ page, request }) => {
    const login = await request.post('/api/login', {
      data: { email: 'superadmin@demo.laundry.test', password: demoPassword },
    });
    const headers = { Authorization: `JWT ${(await login.json()).token}` };
    const name = 'Y'.repeat(100);
    const added = await request.post('/api/settings/product/new', {
      headers,
      data: { item: name, price: '1.00' },
    });
    expect(added.ok()).toBe(true);
    const product = ((await added.json()).products as { _id: string; item: string }[]).find(
      (p) => p.item === name,
    );
    try {
      await startAsGuest(page);
      await fillAddress(page);
      await page.goto('/app/order/services/washfold');
      await expect(page.getByText(name)).toBeVisible();
      await expectNoSidewaysScroll(page, 'the washfold step with a 100-letter product name');
    } finally {
      await request.delete(`/api/settings/product/${product?._id}`, { headers });
    }
  });
});

test.describe('the pricing pages on wider phones', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('neither pricing page scrolls sideways at 360 or 390 px', async ({ page }) => {
    test.setTimeout(60_000);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 });
      for (const path of ['/pricing', '/florida-pricing']) {
        await openPublicPage(page, path);
        await expectNoSidewaysScroll(page, path);
      }
    }
  });
});

// docs/rules/staff-screens.md, Staff on a phone: at 390 px the staff lists are cards and nothing scrolls sideways,
// not even inside a table's frame.
test.describe('staff screens on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const STAFF_LISTS = [
    '/app/orders',
    '/app/customers',
    '/app/customers?view=guests',
    '/app/users',
    '/app/locations',
    '/app/specials',
    '/app/audit',
  ];

  test('each staff list shows one card per row and scrolls nowhere sideways', async ({ page }) => {
    test.setTimeout(150_000);
    // An order on the list, placed by a guest in a browser of their own.
    const guest = await page.context().browser()!.newPage();
    try {
      await startAsGuest(guest);
      await fillAddress(guest);
      await addWashFold(guest, 12);
      await schedule(guest);
      await enterCard(guest, '4242 4242 4242 4242');
      await placeOrder(guest);
    } finally {
      await guest.close();
    }
    await signInKept(page, 'superadmin@demo.laundry.test', demoPassword);
    for (const path of STAFF_LISTS) {
      await page.goto(path);
      await expect(page.locator('.table-wrap--cards tbody tr').first()).toBeVisible({ timeout: 30_000 });
      // The demo orders are there: each is a card with its number's link.
      if (path === '/app/orders')
        await expect(page.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      const frames = await page
        .locator('.table-wrap')
        .evaluateAll((wraps) => wraps.map((wrap) => wrap.scrollWidth - wrap.clientWidth));
      expect.soft(frames, `${path}: a table's frame scrolls sideways`).toEqual(frames.map(() => 0));
      // A card, not a table row: its cells stand one under another (an empty list has a single cell).
      const card = page.locator('.table-wrap--cards tbody tr:has(td + td)').first();
      if ((await card.count()) === 0) continue;
      const [first, second] = [
        await card.locator('td').nth(0).boundingBox(),
        await card.locator('td').nth(1).boundingBox(),
      ];
      expect
        .soft(second!.y, `${path}: the second cell is under the first`)
        .toBeGreaterThanOrEqual(first!.y + first!.height - 1);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          fullPage: true,
          path: `${process.env.E2E_SCREENSHOTS}/${path.replaceAll('/', '_')}.png`,
        });
    }
  });
});
