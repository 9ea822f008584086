import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

const CATEGORIES = [
  { value: 'tops', label: 'Tops' },
  { value: 'pants', label: 'Pants' },
  { value: 'sets', label: 'Sets' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'shoes', label: 'Shoes' },
] as const;

const cards = (page: Page) => page.getByTestId('product-card');
/** The grid once the results for the current filter are on screen (not the previous ones). */
const settledGrid = (page: Page) => page.locator('ul[aria-label="Products"][aria-busy="false"]');
const toCents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

async function openScrubs(page: Page) {
  await page.goto('/scrubs');
  await expect(cards(page).first()).toBeVisible();
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/scrubs?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test('the marketplace shows offers, featured brands, ads, the product grid and the sample-price footer', async ({ page }) => {
  await openScrubs(page);
  await expect(page).toHaveTitle('Scrubs and Equipment Deals | MedPrep');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scrubs & Equipment Marketplace');
  const offers = page.getByRole('region', { name: 'Special offers' });
  for (const offer of ['25% off', '20% off', '15% off for 5+']) await expect(offers.getByText(offer, { exact: true })).toBeVisible();
  const brands = page.getByRole('region', { name: 'Featured brands' }).getByRole('listitem');
  await expect(brands).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Show FIGS products' })).toBeVisible();
  await expect(page.getByLabel('Advertisement placeholder')).toHaveCount(2);
  const total = await apiTotal(page, 'limit=1');
  await expect(page.getByTestId('result-count')).toHaveText(`Showing 24 of ${total} products`);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText(/Prices are sample deal prices/)).toBeVisible();

  const first = cards(page).first();
  await expect(first.getByRole('img')).toBeVisible();
  await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(first.getByText(/^Sizes:/)).toBeVisible();
  await expect(first.getByText(/^(In stock|Out of stock)$/)).toBeVisible();
});

test('filtering by each category shows only that category, and All shows everything again', async ({ page }) => {
  await openScrubs(page);
  const filter = page.getByRole('group', { name: 'Category' });
  for (const { value, label } of CATEGORIES) {
    await filter.getByRole('button', { name: label, exact: true }).click();
    await expect(filter.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const total = await apiTotal(page, `category=${value}&limit=1`);
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId('result-count')).toHaveText(`Showing ${total} of ${total} products`);
    await expect(settledGrid(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(total);
    const shown = await cards(page).locator('[data-category]').allTextContents();
    expect(new Set(shown), label).toEqual(new Set([label]));
  }
  await filter.getByRole('button', { name: 'All', exact: true }).click();
  const all = await apiTotal(page, 'limit=1');
  await expect(page.getByTestId('result-count')).toHaveText(`Showing 24 of ${all} products`);
});

test('an offer banner filters its category', async ({ page }) => {
  await openScrubs(page);
  await page.getByRole('button', { name: 'Shop shoes' }).click();
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Shoes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(settledGrid(page)).toBeVisible();
  expect(new Set(await cards(page).locator('[data-category]').allTextContents())).toEqual(new Set(['Shoes']));
});

test('every discount shown is round((original - price) / original * 100)', async ({ page }) => {
  await openScrubs(page);
  // Load the whole catalog so every product is checked.
  const more = page.getByRole('button', { name: 'Show more products' });
  while (await more.isVisible()) {
    const before = await cards(page).count();
    await more.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
  const total = await apiTotal(page, 'limit=1');
  await expect(cards(page)).toHaveCount(total);

  let discounted = 0;
  for (const card of await cards(page).all()) {
    const price = toCents(await card.locator('[data-price]').innerText());
    const original = card.locator('[data-original-price]');
    if ((await original.count()) === 0) {
      await expect(card.locator('[data-discount]')).toHaveCount(0);
      continue;
    }
    discounted++;
    const originalCents = toCents(await original.innerText());
    expect(await original.evaluate((el) => el.tagName)).toBe('S');
    const expected = Math.round(((originalCents - price) * 100) / originalCents);
    await expect(card.locator('[data-discount]')).toHaveText(`${expected}% off`);
  }
  expect(discounted).toBeGreaterThan(total / 2);
});

test.describe('image fallback', () => {
  test.use({ allowedConsoleErrors: ['Failed to load resource'] });

  test('a product whose image fails to load, or that has none, shows the default picture', async ({ page }) => {
    let brokenSlug = '';
    await page.route('**/api/scrubs?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { products: { slug: string; imageUrl: string | null }[] };
      const first = body.products[0];
      if (first) {
        brokenSlug = first.slug;
        first.imageUrl = '/api/scrubs/images/no-such-drawing.svg';
      }
      await route.fulfill({ response, json: body });
    });
    await openScrubs(page);
    const broken = page.locator(`[data-testid="product-card"][data-slug="${brokenSlug}"]`);
    await expect(broken.locator('[data-fallback-image]')).toBeVisible();
    await expect(broken.locator('img')).toHaveCount(0);
    // The others still show their own drawing.
    const second = cards(page).nth(1);
    await expect(second.locator('img')).toBeVisible();
    await expect.poll(() => second.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.unroute('**/api/scrubs?*');
    await page.getByLabel('Search products').fill('tuning fork');
    const fork = page.locator('[data-testid="product-card"][data-slug="mdf-tuning-fork-128-hz"]');
    await expect(fork.locator('[data-fallback-image]')).toBeVisible();
  });
});

test('search finds products by brand, name or description, and an empty search result offers to clear', async ({ page }) => {
  await openScrubs(page);
  const search = page.getByLabel('Search products');
  await search.fill('littmann');
  await expect(page.getByTestId('result-count')).toHaveText('Showing 2 of 2 products');
  await expect(settledGrid(page)).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(/littmann/i);

  await search.fill('rocker sole');
  await expect(settledGrid(page)).toBeVisible();
  await expect(page.locator('[data-slug="dansko-professional-clog"]')).toBeVisible();

  await search.fill('defibrillator');
  await expect(page.getByText('No matching products')).toBeVisible();
  await expect(page.getByText('Nothing matches “defibrillator”', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(cards(page)).toHaveCount(24);
});

test('choosing a featured brand searches for it', async ({ page }) => {
  await openScrubs(page);
  await page.getByRole('button', { name: 'Show FIGS products' }).click();
  await expect(page.getByLabel('Search products')).toHaveValue('FIGS');
  const total = await apiTotal(page, 'q=FIGS&limit=1');
  await expect(page.getByTestId('result-count')).toHaveText(`Showing ${total} of ${total} products`);
});

test('sorting by price orders the grid, cheapest or dearest first', async ({ page }) => {
  await openScrubs(page);
  const prices = async () => (await cards(page).locator('[data-price]').allInnerTexts()).map(toCents);
  const choose = async (label: string) => {
    await page.getByLabel('Sort by').click();
    await page.getByRole('option', { name: label }).click();
    await expect(page.getByLabel('Sort by')).toHaveText(label);
  };
  await choose('Price: low to high');
  await expect.poll(async () => {
    const shown = await prices();
    return shown.length === 24 && shown.every((p, i) => i === 0 || (shown[i - 1] ?? 0) <= p);
  }).toBe(true);
  await choose('Price: high to low');
  await expect.poll(async () => {
    const shown = await prices();
    return shown.length === 24 && shown.every((p, i) => i === 0 || (shown[i - 1] ?? 0) >= p);
  }).toBe(true);
});

test('out-of-stock products say so', async ({ page }) => {
  await openScrubs(page);
  await page.getByLabel('Search products').fill('tunic');
  const tunic = page.locator('[data-slug="koi-basics-tunic-top"]');
  await expect(tunic.getByText('Out of stock', { exact: true }).last()).toBeVisible();
});

test('cards work from the keyboard: Tab to a product, Enter for details, Escape to close', async ({ page }) => {
  await openScrubs(page);
  const name = cards(page).first().getByRole('heading', { level: 3 });
  const title = await name.innerText();
  await page.getByLabel('Search products').focus();
  await page.keyboard.press('Tab'); // sort control
  await page.keyboard.press('Tab'); // first card
  await expect(cards(page).first().getByRole('button', { name: title })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByText('Availability')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cards(page).first().getByRole('button', { name: title })).toBeFocused();
});

test('Show more loads the next page until the catalog ends', async ({ page }) => {
  await openScrubs(page);
  const total = await apiTotal(page, 'limit=1');
  const more = page.getByRole('button', { name: 'Show more products' });
  await more.click();
  await expect(cards(page)).toHaveCount(Math.min(48, total));
  if (total > 48) {
    await more.click();
    await expect(cards(page)).toHaveCount(Math.min(72, total));
  }
  await expect(page.getByTestId('result-count')).toHaveText(`Showing ${total} of ${total} products`);
  await expect(more).toHaveCount(0);
  const ids = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-slug')));
  expect(new Set(ids).size).toBe(total);
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: ['Failed to load resource'] });

  test('a failed load shows the error and Try again recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/scrubs?*', (route) =>
      fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"UNAVAILABLE"}' }) : route.continue(),
    );
    await page.goto('/scrubs');
    await expect(page.getByText('Products could not be loaded')).toBeVisible();
    await expect(page.getByText(/^503: /)).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(24);
  });
});

test('one column on a phone with no sideways scroll, four columns on a wide screen', async ({ page }) => {
  const columns = async (grid: Locator) =>
    new Set(await grid.getByTestId('product-card').evaluateAll((nodes) => nodes.slice(0, 8).map((n) => Math.round(n.getBoundingClientRect().left)))).size;

  await page.setViewportSize({ width: 390, height: 844 });
  await openScrubs(page);
  await expectNoHorizontalScroll(page);
  expect(await columns(settledGrid(page))).toBe(1);
  const filterButton = page.getByRole('group', { name: 'Category' }).getByRole('button').first();
  expect((await filterButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  const cardButton = cards(page).first().getByRole('heading', { level: 3 }).getByRole('button');
  expect((await cardButton.evaluate((el) => getComputedStyle(el, '::after').position))).toBe('absolute');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => columns(settledGrid(page))).toBe(4);
  await expectNoHorizontalScroll(page);
});
