import { expect, test } from './fixtures';

test.use({ storedConsent: false });

const readConsent = (page: import('@playwright/test').Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));

test('Accept All Cookies stores every category and hides the banner', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const before = Date.now();
  await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner).toBeHidden();
  const stored = JSON.parse((await readConsent(page)) ?? 'null');
  expect(stored).toMatchObject({ essential: true, analytics: true, marketing: true });
  expect(Object.keys(stored).sort()).toEqual(['analytics', 'essential', 'marketing', 'timestamp']);
  expect(stored.timestamp).toBeGreaterThanOrEqual(before);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});

test('Essential Only stores essential alone', async ({ page }) => {
  await page.goto('/practice');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  expect(JSON.parse((await readConsent(page)) ?? 'null')).toMatchObject({ essential: true, analytics: false, marketing: false });
});

test('the close icon hides the banner for the session without storing a choice', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  expect(await readConsent(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  const fresh = await context.browser()?.newPage();
  if (!fresh) throw new Error('no browser');
  await fresh.goto(page.url());
  await expect(fresh.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await fresh.close();
});

test('Cookie Details shows the three categories and the medical data notice', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Cookie Details' }).click();
  for (const name of ['Essential', 'Analytics', 'Marketing', 'Medical data notice']) {
    await expect(banner.getByText(name, { exact: true })).toBeVisible();
  }
  expect(await readConsent(page)).toBeNull();
});
