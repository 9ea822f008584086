import { expect, expectNoHorizontalScroll, test } from './fixtures';

test('Home shows the hero, statistics, features and call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const value of ['10,000+', '50,000+', '94%', '15%']) await expect(page.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Advertisement placeholder')).toBeVisible();
  for (const path of ['/practice', '/icd-lookup', '/loan-calculator', '/scrubs', '/ai-chat', '/collaboration']) {
    await expect(page.locator(`section[aria-labelledby="features-heading"] a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/pricing');
});

test('the hero buttons go where the spec says', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Practicing' }).click();
  await expect(page).toHaveURL('/practice');
  await page.goto('/');
  await page.getByRole('link', { name: 'Ask AI Assistant' }).click();
  await expect(page).toHaveURL('/ai-chat');
  await page.goto('/');
  const apply = page.getByRole('link', { name: /Apply for Google AdSense/ });
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('href', /^https:\/\/www\.google\.com\/adsense\//);
  await expect(apply).toHaveAttribute('rel', /noopener/);
});

test('a feature card opens its page', async ({ page }) => {
  await page.goto('/');
  await page.locator('section[aria-labelledby="features-heading"] a[href="/loan-calculator"]').click();
  await expect(page).toHaveURL('/loan-calculator');
});

test('Home at 390 px has no sideways scroll and no console errors', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/privacy-policy');
  await expectNoHorizontalScroll(page);
});
