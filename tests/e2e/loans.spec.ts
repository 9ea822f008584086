// Loan Calculator (/loan-calculator): defaults, presets, the server's figures, chart and schedule,
// validation messages, scenarios, saving, listing and deleting plans, and the error states.
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

async function serverFigures(page: Page, body: Record<string, number>) {
  const response = await page.request.post('/api/loans/calculate', { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { monthlyPayment: number; totalInterest: number; totalAmount: number };
}

test('shows the defaults, presets, tips and resource links', async ({ page }) => {
  await page.goto('/loan-calculator');
  await expect(page).toHaveTitle('Medical Student Loan Calculator | MedPrep');
  await expect(page.getByRole('heading', { level: 1, name: 'Medical Student Loan Calculator' })).toBeVisible();
  await expect(page.getByLabel('Loan amount ($)')).toHaveValue('200000');
  await expect(page.getByLabel('Interest rate (%)')).toHaveValue('6.5');
  await expect(page.getByLabel('Loan term (years)')).toHaveValue('20');
  for (const [name, amount] of [
    ['Medical School', '$200,000'],
    ['Residency Support', '$50,000'],
    ['Fellowship', '$100,000'],
    ['Practice Setup', '$300,000'],
  ]) {
    await expect(page.getByRole('button', { name: `${name} ${amount}` })).toBeVisible();
  }
  await expect(page.getByText('No results yet')).toBeVisible();
  await expect(page.getByText(/Federal rates for 2024 range 5\.50%-7\.05%/)).toBeVisible();

  const links = page.getByRole('complementary').getByRole('link');
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\/(studentaid\.gov|students-residents\.aamc\.org)\//);
    await expect(link).toContainText('(opens in a new tab)');
  }
});

test('calculates the defaults and shows the server’s figures, the chart and the schedule', async ({ page }) => {
  await page.goto('/loan-calculator');
  const server = await serverFigures(page, { loanAmount: 200000, interestRate: 6.5, termYears: 20 });
  expect(server.monthlyPayment).toBe(1491.15);
  await page.getByRole('button', { name: 'Calculate' }).click();

  const figures = page.locator('dl[aria-label="Loan results"]');
  await expect(figures).toContainText(`Monthly payment${usd(server.monthlyPayment)}`);
  await expect(figures).toContainText(`Total interest${usd(server.totalInterest)}`);
  await expect(figures).toContainText(`Total paid${usd(server.totalAmount)}`);

  const chart = page.getByRole('figure', { name: /Chart of balance owed and cumulative interest/ });
  await expect(chart.locator('svg.recharts-surface[role="application"]')).toBeVisible();
  await expect(chart.locator('path.recharts-line-curve')).toHaveCount(2);
  await expect(chart.getByText('Balance owed', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: /Yearly amortization schedule/ });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('row').last()).toContainText('$0.00');
});

test('a preset sets the amount and the calculation uses it', async ({ page }) => {
  await page.goto('/loan-calculator');
  const preset = page.getByRole('button', { name: /^Residency Support/ });
  await preset.click();
  await expect(page.getByLabel('Loan amount ($)')).toHaveValue('50000');
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const server = await serverFigures(page, { loanAmount: 50000, interestRate: 6.5, termYears: 20 });
  await expect(page.locator('dl[aria-label="Loan results"]')).toContainText(usd(server.monthlyPayment));
  await expect(page.getByText('$50,000.00 at 6.5% over 20 years')).toBeVisible();

  // Changing an input marks the shown results as out of date until the next calculation.
  await page.getByLabel('Loan term (years)').fill('10');
  await expect(page.getByText('Your inputs have changed since this calculation')).toBeVisible();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('$50,000.00 at 6.5% over 10 years')).toBeVisible();
  await expect(page.getByText('Your inputs have changed since this calculation')).toBeHidden();
});

test('invalid input shows the spec message and the rule beside the field', async ({ page }) => {
  await page.goto('/loan-calculator');
  await page.getByLabel('Loan amount ($)').fill('abc');
  await page.getByLabel('Loan term (years)').fill('0');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Invalid Input', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter valid numbers for all fields.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Loan amount ($)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Loan amount must be more than $0 and at most $2,000,000, in whole cents.')).toBeVisible();
  await expect(page.getByText('Term must be a whole number of years from 1 to 40.')).toBeVisible();
  await expect(page.getByText('No results yet')).toBeVisible();

  await page.getByLabel('Loan amount ($)').fill('2,500,000');
  await page.getByLabel('Loan term (years)').fill('20');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('Loan amount must be more than $0 and at most $2,000,000, in whole cents.')).toBeVisible();
});

test('residency and extra payments are shown side by side with the plain plan', async ({ page }) => {
  await page.goto('/loan-calculator');
  await page.getByLabel('Extra monthly payment ($)').fill('250');
  await page.getByLabel('Residency years without payments').fill('3');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const scenarios = page.getByRole('region', { name: 'Scenarios side by side' });
  await expect(scenarios.getByRole('article')).toHaveCount(3);
  await expect(scenarios.getByRole('article', { name: 'After 3-year residency' })).toContainText('Interest capitalised$39,000.00');
  await expect(scenarios.getByRole('article', { name: 'With $250.00 extra a month' })).toContainText(/Paid off \d+ months sooner/);

  await page.getByRole('tab', { name: 'Residency' }).click();
  const table = page.getByRole('table', { name: /After 3-year residency/ });
  await expect(table.getByRole('row')).toHaveCount(24);
  await expect(table.getByRole('row').nth(1)).toContainText('$13,000.00');
  await expect(page.getByRole('figure', { name: /After 3-year residency/ }).locator('path.recharts-line-curve')).toHaveCount(2);
});

test('saving needs a calculation and a name; a saved plan is listed and can be deleted', async ({ page }) => {
  const name = `E2E plan ${Date.now()}`;
  await page.goto('/loan-calculator');
  await page.getByLabel('Plan name').fill(name);
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Please calculate a loan and enter a plan name.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Fellowship/ }).click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('dl[aria-label="Loan results"]')).toBeVisible();
  await page.getByLabel('Plan name').fill('   ');
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();

  await page.getByLabel('Plan name').fill(name);
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByText('Plan Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Your loan plan has been saved successfully.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Plan name')).toHaveValue('');
  const item = page.getByRole('listitem', { name });
  await expect(item).toContainText('$100,000.00 at 6.5% for 20 years');
  const server = await serverFigures(page, { loanAmount: 100000, interestRate: 6.5, termYears: 20 });
  await expect(item).toContainText(usd(server.monthlyPayment));

  await item.getByRole('button', { name: `Delete plan ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this plan?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `Delete plan ${name}` }).click();
  await dialog.getByRole('button', { name: 'Delete plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});

test('a saved plan loads back into the calculator', async ({ page }) => {
  const name = `Load me ${Date.now()}`;
  const saved = await page.request.post('/api/loans/save', {
    data: { userId: 1, planName: name, loanAmount: 300000, interestRate: 7.05, termYears: 25, residencyYears: 4, monthlyPayment: 0 },
  });
  expect(saved.status()).toBe(201);
  await page.goto('/loan-calculator');
  await page.getByRole('listitem', { name }).getByRole('button', { name: `Load plan ${name}` }).click();
  await expect(page.getByLabel('Loan amount ($)')).toHaveValue('300000');
  await expect(page.getByLabel('Residency years without payments')).toHaveValue('4');
  await expect(page.getByText('$300,000.00 at 7.05% over 25 years')).toBeVisible();
  await expect(page.getByRole('article', { name: 'After 4-year residency' })).toBeVisible();
  const { id } = (await saved.json()) as { id: number };
  expect((await page.request.delete(`/api/loans/${id}`)).status()).toBe(204);
});

test.describe('error states', () => {
  test.use({ allowedConsoleErrors: ['Failed to load resource'] });

  test('a failed calculation shows the Calculation Error message', async ({ page }) => {
    await page.route('**/api/loans/calculate', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"INTERNAL"}' }));
    await page.goto('/loan-calculator');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText('Failed to calculate loan details. Please check your inputs.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a failed save shows the Save Error message', async ({ page }) => {
    await page.route('**/api/loans/save', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"INTERNAL"}' }));
    await page.goto('/loan-calculator');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('dl[aria-label="Loan results"]')).toBeVisible();
    await page.getByLabel('Plan name').fill('Will fail');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await expect(page.getByText('Save Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to save loan plan. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Plan name')).toHaveValue('Will fail');
  });

  test('the saved-plans list shows an error with a retry, and an empty state', async ({ page }) => {
    let fail = true;
    await page.route('**/api/loans/1', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/loan-calculator');
    await expect(page.getByText('Could not load your saved plans')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No saved plans yet. Calculate a loan, name it and press Save Plan.')).toBeVisible();
  });
});

test('at 390 px the page fits without sideways scroll and the buttons are large enough to tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/loan-calculator');
  await page.getByLabel('Residency years without payments').fill('2');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('table', { name: /Yearly amortization schedule/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const table = page.getByRole('region', { name: /Yearly amortization schedule: Standard plan/ });
  const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits, 'schedule table fits its box at 390 px').toBe(true);
  for (const button of await page.locator('main button').all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    expect(box?.height ?? 0, await button.innerText()).toBeGreaterThanOrEqual(40);
  }
});
