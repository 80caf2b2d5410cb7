import type { Locator, Page } from '@playwright/test';
import { freshEmail } from './authHelpers';
import { expect, staticPage, test } from './fixtures';

/**
 * A guest orders from the home page's zip check to the thank-you page with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, arrows and typing; no click, no fill), and the focus is visible at every stop: the focused
 * element draws a ring (a computed outline or box-shadow), and a new step's heading has the focus.
 */

interface FocusState {
  name: string;
  /** Nothing is focused (the page itself). */
  onPage: boolean;
  indicator: boolean;
}

function readFocus(): FocusState {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) {
    return { name: 'the page itself', onPage: true, indicator: false };
  }
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle !== 'none' &&
    Number.parseFloat(style.outlineWidth) > 0 &&
    style.outlineColor !== 'rgba(0, 0, 0, 0)';
  const shadow = style.boxShadow !== 'none';
  const labelled = element as HTMLInputElement;
  const label =
    element.getAttribute('aria-label') ??
    labelled.labels?.[0]?.textContent ??
    (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  return { name: `${element.tagName.toLowerCase()} "${label}"`, onPage: false, indicator: outline || shadow };
}

/** Presses a key and checks that whatever has the focus shows it. */
async function press(page: Page, key: string, options: { pageMayHaveFocus?: boolean } = {}) {
  await page.keyboard.press(key);
  const focus = await page.evaluate(readFocus);
  if (focus.onPage && options.pageMayHaveFocus) return;
  expect(focus.onPage, `after ${key}, something has the focus`).toBe(false);
  expect(focus.indicator, `after ${key}, the focus on ${focus.name} is visible`).toBe(true);
}

/** Tab (or Shift+Tab) until the target has the focus; every stop on the way shows its focus. */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  pageMayHaveFocus = false,
) {
  await expect(target).toBeAttached();
  for (let stop = 0; stop < 40; stop++) {
    // A freshly loaded page's first Tab may stop on the document itself before the skip link.
    await press(page, key, { pageMayHaveFocus: pageMayHaveFocus && stop === 0 });
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

/** Enter on a control that opens the next step; the step's heading is then checked (expectStepFocused). */
async function enterToStep(page: Page, url: RegExp, heading: string) {
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await expectStepFocused(page, heading);
}

/** A new step has opened: its heading has the focus (it is not lost to the page) and shows it. */
async function expectStepFocused(page: Page, heading: string) {
  const title = page.getByRole('heading', { level: 1, name: heading });
  await expect(title).toBeFocused();
  const focus = await page.evaluate(readFocus);
  expect(focus.indicator, `the focus on the step heading "${heading}" is visible`).toBe(true);
}

/** Arrow down through a closed select until the last choice (or the first, once) is chosen. */
async function chooseWithArrows(page: Page, select: Locator, which: 'first' | 'last') {
  await expect(select.locator('option').nth(1)).toBeAttached();
  const count = await select.locator('option').count();
  for (let press = 0; press < (which === 'first' ? 1 : count - 1); press++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).not.toHaveValue('');
}

test('a guest orders from the zip check to the thank-you page with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  // The home page arrives rendered and inert; the keyboard path starts once the client has drawn the live page
  // over it (docs/decisions/0029-web-first-paint.md), which it begins after the first paint.
  await expect(staticPage(page)).toHaveCount(0);

  // The zip check: typed, then checked with Enter.
  const zip = page.getByRole('textbox', { name: 'Zip code' });
  await tabTo(page, zip, 'Tab', true);
  await page.keyboard.type('10001');
  await press(page, 'Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Good news!' })).toHaveText(
    'Good news! We pick up and deliver in 10001.',
  );
  await tabTo(page, page.getByRole('button', { name: 'Continue as a Guest' }));

  // The address: the checked zip and its state are already there.
  await enterToStep(page, /\/app\/order\/address$/, 'Your Address');
  await tabTo(page, page.getByRole('textbox', { name: 'Address', exact: true }));
  await page.keyboard.type('350 5th Ave');
  await tabTo(page, page.getByLabel('City'));
  await page.keyboard.type('New York');
  await expect(page.getByLabel('State')).toHaveValue('NY');
  await expect(page.getByLabel('Zip code')).toHaveValue('10001');
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Kim');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(freshEmail('keyboard'));
  await tabTo(page, page.getByLabel('Phone'));
  await page.keyboard.type('2125550123');
  await expect(page.getByLabel('Phone')).toHaveValue('(212) 555-0123');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));

  // The services: a tile is a link, opened with Enter.
  await enterToStep(page, /\/app\/order\/services$/, 'Choose Your Services');
  await tabTo(page, page.getByRole('link', { name: /^Wash & Fold/ }));

  // Wash and fold: a weight, and an option checked with Space.
  await enterToStep(page, /\/app\/order\/services\/washfold$/, 'How much laundry do you have?');
  await tabTo(page, page.getByLabel('Estimated weight (lbs)'));
  await page.keyboard.type('12');
  const softener = page.getByRole('checkbox', { name: /^Fabric Softener/ });
  await tabTo(page, softener);
  await press(page, 'Space');
  await expect(softener).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));

  // The schedule: each select is chosen with the arrow keys.
  await enterToStep(page, /\/app\/order\/schedule$/, 'Schedule Pick-up and Delivery');
  const pickUpDate = page.getByLabel('Pick-up date');
  await tabTo(page, pickUpDate);
  await chooseWithArrows(page, pickUpDate, 'last');
  const pickUpTime = page.getByLabel('Pick-up time');
  await tabTo(page, pickUpTime);
  await chooseWithArrows(page, pickUpTime, 'first');
  const deliveryDate = page.getByLabel('Delivery date', { exact: true });
  await tabTo(page, deliveryDate);
  await chooseWithArrows(page, deliveryDate, 'first');
  const deliveryTime = page.getByLabel('Delivery time', { exact: true });
  await tabTo(page, deliveryTime);
  await chooseWithArrows(page, deliveryTime, 'first');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));

  // Checkout: the offline test card, typed; Shift+Tab goes back a field and Tab forward again.
  await enterToStep(page, /\/app\/order\/checkout$/, 'Checkout');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tabTo(page, page.getByLabel('Expiry (MM/YY)'));
  await page.keyboard.type('1234');
  const cvc = page.getByLabel('CVC');
  await tabTo(page, cvc);
  await page.keyboard.type('123');
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await tabTo(page, placeOrder);
  await tabTo(page, cvc, 'Shift+Tab');
  await expect(cvc).toHaveValue('123');
  await tabTo(page, placeOrder);
  await enterToStep(page, /\/app\/order\/thank-you\?order=/, 'Thank you for your order!');
  // The thank-you page's own links are reached from its heading.
  await tabTo(page, page.getByRole('link', { name: 'View your order' }));
});
