import { PAGE_ROUTES } from '../../src/contract/routes';
import { expect, test } from './fixtures';

const NAV = [
  ['Home', '/'],
  ['Practice', '/practice'],
  ['Collaboration', '/collaboration'],
  ['ICD Lookup', '/icd-lookup'],
  ['Loan Calculator', '/loan-calculator'],
  ['Scrubs', '/scrubs'],
  ['AI Chat', '/ai-chat'],
  ['Pricing', '/pricing'],
] as const;

test('every navigation link navigates and is highlighted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/privacy-policy');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, path] of NAV) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Loan Calculator' }).click();
  await expect(page).toHaveURL('/loan-calculator');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('every route sets its own title and meta description', async ({ page }) => {
  for (const route of PAGE_ROUTES) {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
  }
  expect(new Set(PAGE_ROUTES.map((r) => r.title)).size).toBe(PAGE_ROUTES.length);
});

test.describe('unknown paths', () => {
  // The document itself is a 404, which the browser reports on the console.
  test.use({ allowedConsoleErrors: ['status of 404'] });
  test('an unknown path shows Page Not Found with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | MedPrep');
  });
});

test('the footer links the privacy policy and shows the medical disclaimer', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Medical disclaimer:')).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('We respond to every privacy request within 30 days.')).toBeVisible();
});

test('the API answers unknown paths with JSON, not the page', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('hashed assets are served compressed with immutable caching', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const response = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});
