// Shared fixtures: every test fails on a console error or page error unless it says it
// expects one, and starts with cookie consent stored unless it tests the banner.
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Set false in tests that exercise the cookie banner. */
  storedConsent: boolean;
  /** Console errors the test expects (substring match). */
  allowedConsoleErrors: string[];
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  storedConsent: [true, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((allowed) => text.includes(allowed))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, storedConsent }, use) => {
    if (storedConsent) {
      await page.addInitScript(() => {
        if (!localStorage.getItem('cookieConsent')) {
          localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: Date.now() }));
        }
      });
    }
    await use(page);
  },
});

export { expect };

/** Page width has no sideways scroll. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
