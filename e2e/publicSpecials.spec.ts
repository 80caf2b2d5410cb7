import { expect, test } from './fixtures';

test('the specials grid shows each current special with its code, and the locations', async ({ page }) => {
  await page.goto('/specials');
  await expect(page.getByRole('heading', { level: 1, name: 'Specials' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Current specials' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const welcome = cards.filter({ hasText: 'Welcome Offer' });
  await expect(welcome).toContainText('15% off');
  await expect(welcome).toContainText('Use code WELCOME15');
  await expect(welcome).toContainText('First-time customers only');
  await expect(cards.filter({ hasText: 'Dry Cleaned Shirts' })).toContainText('$4.99 per item');
  await expect(cards.filter({ hasText: 'Dry Cleaned Shirts' })).toContainText(/Applies to\s*Dry Clean/);
  await expect(cards.filter({ hasText: 'Fresh Start' })).toContainText('$10.00 off');
  await expect(cards.filter({ hasText: 'Fresh Start' })).toContainText(/Expires\s*Dec 31, 2027/);
  await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem')).toHaveCount(28);
});

test('GET /api/specials answers the same specials, codes in upper case', async ({ request }) => {
  const specials = await (await request.get('/api/specials')).json();
  expect(specials.map((special: { code: string }) => special.code).sort()).toEqual([
    'FRESH10',
    'SHIRT499',
    'WELCOME15',
  ]);
});
