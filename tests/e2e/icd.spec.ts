// ICD-10 Lookup and the enhanced lookup on the full code set (imported on the server's
// first start, in the background: each test waits for it).
import type { Page } from '@playwright/test';
import { COPY_TICK_MS } from '../../src/contract/constants';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

test.beforeEach(async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const status = async () => (await (await page.request.get('/api/icd/status')).json()).status;
  // Only the first tests after the server starts wait for the import; give them the time.
  if ((await status()) !== 'ready') testInfo.setTimeout(testInfo.timeout + 90_000);
  await expect.poll(status, { timeout: 90_000, intervals: [500] }).toBe('ready');
});

const searchBox = (page: Page) => page.getByLabel('Search codes');
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('listitem');
const usage = (page: Page, label: string) => page.getByTestId('icd-usage').locator('div', { hasText: label }).locator('dd');
const submit = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

test.describe('ICD-10 Lookup', () => {
  test('lists all codes, searches by code and copies a code with a tick', async ({ page }) => {
    await page.clock.install();
    await page.goto('/icd-lookup');
    await expect(page.getByRole('heading', { level: 1, name: 'ICD-10-CM Code Lookup' })).toBeVisible();
    await expect(page.getByTestId('icd-count')).toHaveText('98,186 codes found');
    await expect(page.getByText('3-7 alphanumeric characters')).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await searchBox(page).fill('   ');
    await expect(submit(page)).toBeDisabled();

    await searchBox(page).fill('e119');
    await submit(page).click();
    await expect(page.getByTestId('icd-count')).toHaveText('1 codes found');
    const row = results(page).filter({ hasText: 'Type 2 diabetes mellitus without complications' });
    await expect(row.getByText('E11.9', { exact: true })).toBeVisible();
    await expect(row.getByText('Endocrine', { exact: true })).toBeVisible();

    // The tick lasts 2 seconds of the page's clock, which stands still until the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await row.getByRole('button', { name: 'Copy E11.9' }).click();
    await expect(page.getByText('Copied!', { exact: true })).toBeVisible();
    await expect(page.getByText('ICD-10 code E11.9 copied to clipboard', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Copied E11.9' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('E11.9');
    await page.clock.runFor(COPY_TICK_MS - 1);
    await expect(row.getByRole('button', { name: 'Copied E11.9' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(row.getByRole('button', { name: 'Copy E11.9' })).toBeVisible();
    await page.clock.resume();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByTestId('icd-count')).toHaveText('98,186 codes found');
  });

  test('a link with ?q= opens with that search run (chat citations use it)', async ({ page }) => {
    await page.goto('/icd-lookup?q=I10');
    await expect(searchBox(page)).toHaveValue('I10');
    await expect(results(page).first()).toContainText('Essential (primary) hypertension');
  });

  test('finds words, abbreviations and typos, and says when nothing matches', async ({ page }) => {
    await page.goto('/icd-lookup');
    // Enter submits only once the page knows the code set is ready (the list is shown).
    await expect(page.getByTestId('icd-count')).toHaveText('98,186 codes found');
    await searchBox(page).fill('HTN');
    await searchBox(page).press('Enter');
    await expect(results(page).first()).toContainText('I10');
    await expect(results(page).first()).toContainText('Essential (primary) hypertension');

    await searchBox(page).fill('diabtes');
    await searchBox(page).press('Enter');
    await expect(results(page).filter({ hasText: 'E11.9' })).toBeVisible();

    await searchBox(page).fill('qqqqzzzz');
    await submit(page).click();
    await expect(page.getByText('No codes found matching your search.')).toBeVisible();
  });

  test('a category in the side list runs a search, and Load More pages', async ({ page }) => {
    await page.goto('/icd-lookup');
    await page.getByRole('button', { name: /Endocrine/ }).click();
    await expect(page.getByTestId('icd-count')).toHaveText('1,267 codes found');
    await expect(results(page).first()).toContainText('E00');
    await expect(results(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(results(page)).toHaveCount(50);
    await page.getByRole('button', { name: 'Remove the category filter' }).click();
    await expect(page.getByTestId('icd-count')).toHaveText('98,186 codes found');
  });

  test('says when copying fails', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.goto('/icd-lookup');
    await page.getByRole('button', { name: 'Copy A00', exact: true }).click();
    await expect(page.getByText('Unable to copy to clipboard', { exact: true })).toBeVisible();
  });

  test('links to the enhanced lookup and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/icd-lookup');
    await expect(page.getByTestId('icd-count')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: /Enhanced lookup/ }).click();
    await expect(page).toHaveURL('/enhanced-icd');
    await expect(page.getByText('Start searching')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('Enhanced ICD-10 lookup', () => {
  const query = (page: Page) => page.getByLabel('Code or description');

  test('searches only with text or a category, shows N of total and loads more', async ({ page }) => {
    await page.goto('/enhanced-icd');
    await expect(page.getByText('Start searching')).toBeVisible();
    await query(page).fill('heart attack');
    await submit(page).click();
    await expect(page.getByTestId('icd-count')).toHaveText('Showing 25 of 35 results');
    const first = page.locator('article').first();
    await expect(first).toContainText('I21.9');
    await expect(first.getByText('Billable')).toBeVisible();
    await expect(first).toContainText('Section I20-I25: Ischemic heart diseases');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByTestId('icd-count')).toHaveText('Showing 35 of 35 results');
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    await query(page).fill('qqqqzzzz');
    await submit(page).click();
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('filters by category and billable codes', async ({ page }) => {
    await page.goto('/enhanced-icd');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: /^I00-I99 Diseases of the circulatory system/ }).click();
    await expect(page.getByTestId('icd-count')).toHaveText('Showing 25 of 1,798 results');
    await page.getByLabel('Billable codes only').check();
    await expect(page.getByTestId('icd-count')).toHaveText(/Showing 25 of 1,[0-9]{3} results/);
    await expect(page.locator('article').getByText('Header')).toHaveCount(0);
    await query(page).fill('hypertension');
    await submit(page).click();
    await expect(page.locator('article').first()).toContainText('I10');
  });

  test('shows 5 placeholders while the search loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/icd/search?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/enhanced-icd');
    await query(page).fill('asthma');
    await submit(page).click();
    await expect(page.getByTestId('icd-placeholder')).toHaveCount(5);
    release();
    await expect(page.getByTestId('icd-count')).toBeVisible();
  });

  test('bookmarks a code, lists it with its date and removes it', async ({ page }) => {
    await page.goto('/enhanced-icd');
    await query(page).fill('I10');
    await submit(page).click();
    await page.getByRole('button', { name: 'Bookmark I10', exact: true }).click();
    await expect(page.getByText('Bookmark updated', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove bookmark I10' })).toHaveAttribute('aria-pressed', 'true');
    await expect(usage(page, 'Total bookmarks')).toHaveText('1');

    await page.getByRole('tab', { name: 'My Bookmarks' }).click();
    const bookmark = page.locator('article').filter({ hasText: 'Essential (primary) hypertension' });
    await expect(bookmark).toContainText(/Bookmarked \w{3} \d{1,2}, \d{4}/);
    await bookmark.getByRole('button', { name: 'Add notes' }).click();
    await page.getByLabel('Notes for I10').fill('First-line code for essential hypertension');
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(bookmark).toContainText('First-line code for essential hypertension');
    await bookmark.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No bookmarks yet')).toBeVisible();
  });

  test('browsing a category sets the filter; opening a result records it in history', async ({ page }) => {
    await page.goto('/enhanced-icd');
    await page.getByRole('tab', { name: 'Browse Categories' }).click();
    await page.getByRole('button', { name: /R00-R99/ }).click();
    await expect(page.getByRole('tab', { name: 'Search Results' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Category' })).toContainText('R00-R99');
    await expect(page.getByTestId('icd-count')).toHaveText(/Showing 25 of [0-9,]+ results/);

    await query(page).fill('gout');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'All categories' }).click();
    await submit(page).click();
    await page.getByRole('button', { name: /^M10\.9: Gout, unspecified/ }).click();
    await expect(page.getByRole('dialog')).toContainText('Chapter 13');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'gout', exact: true })).toBeVisible();
    await expect(usage(page, 'Searches today')).not.toHaveText('0');
  });

  test('says the code set is not loaded and how to load it', async ({ page }) => {
    await page.route('**/api/icd/status', (route) =>
      route.fulfill({
        json: { status: 'missing', message: 'The ICD-10-CM code set is not loaded. Load it with: npm run icd:import -- <dir>', release: null },
      }),
    );
    await page.goto('/enhanced-icd');
    await expect(page.getByText('The ICD-10-CM code set is not loaded', { exact: true })).toBeVisible();
    await expect(page.locator('code', { hasText: 'npm run icd:import -- <dir>' })).toBeVisible();
    await page.goto('/icd-lookup');
    await expect(page.getByText('The ICD-10-CM code set is not loaded', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  });
});
