import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// One user (id 1) and one database for the whole run: these tests build on each other.
test.describe.configure({ mode: 'serial' });

interface GeneratedQuestion {
  id: number;
  questionType: string;
  category: string;
  options: string[];
  correctAnswer: string;
}

/** Clicks a generate button and returns the question the server sent. */
async function generateWith(page: Page, trigger: () => Promise<void>): Promise<GeneratedQuestion> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/questions/generate') && r.request().method() === 'POST');
  await trigger();
  const question = (await (await response).json()) as GeneratedQuestion;
  await expect(page.locator(`[data-question-id="${question.id}"]`).getByRole('radio')).toHaveCount(5);
  return question;
}

const optionRadio = (page: Page, option: string) => page.getByRole('radio', { name: option, exact: true });
const wrongOption = (q: GeneratedQuestion) => q.options.find((o) => o !== q.correctAnswer) as string;

test('generate, choose, submit: the result, the progress and the recent list update', async ({ page }) => {
  await page.goto('/practice');
  await expect(page).toHaveTitle('Practice Questions | MedPrep');
  await expect(page.getByText('No questions yet. Generate your first question!')).toBeVisible();
  await expect(page.getByText('Your last 5 questions will appear here.')).toBeVisible();
  await expect(page.getByTestId('progress-accuracy')).toHaveText('0%');

  // Spec §2 coupling: a category sets the type to usmle; a type resets the category to the first.
  await page.getByRole('button', { name: 'COMLEX' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Neurology' }).click();
  await expect(page.getByRole('button', { name: 'USMLE' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Neurology');
  await page.getByRole('button', { name: 'COMLEX' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Cardiology');

  const first = await generateWith(page, () => page.getByRole('button', { name: 'Generate Question' }).click());
  expect(first).toMatchObject({ questionType: 'comlex', category: 'Cardiology' });
  await expect(page.getByRole('status').filter({ hasText: 'Question Ready' })).toContainText('New COMLEX question in Cardiology');
  await expect(page.getByText('COMLEX', { exact: true }).first()).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Answer' });
  await expect(submit).toBeDisabled();

  await optionRadio(page, first.correctAnswer).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Correct!', { exact: true })).toBeVisible();
  await expect(page.getByText(`Correct answer: ${first.correctAnswer}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explanation' })).toBeVisible();
  await expect(page.getByText('Learning objective:')).toBeVisible();
  for (const option of first.options) await expect(optionRadio(page, option)).toBeDisabled();
  await expect(page.getByTestId('progress-questions')).toHaveText('1');
  await expect(page.getByTestId('progress-correct')).toHaveText('1');
  await expect(page.getByTestId('progress-accuracy')).toHaveText('100%');
  await expect(page.getByTestId('progress-streak')).toHaveText('1 day');
  await expect(page.getByTestId('progress-score')).toHaveText('10 pts');
  await expect(page.getByTestId('recent-question')).toHaveCount(1);
  await expect(page.getByTestId('recent-question').first().getByRole('img', { name: 'Answered correctly' })).toBeVisible();

  const second = await generateWith(page, () => page.getByRole('button', { name: 'Generate New Question' }).click());
  await expect(page.getByText('Correct!', { exact: true })).toBeHidden();
  await expect(submit).toBeDisabled();
  await optionRadio(page, wrongOption(second)).click();
  await submit.click();
  await expect(page.getByText('Incorrect', { exact: true })).toBeVisible();
  await expect(page.getByText(`Correct answer: ${second.correctAnswer}`)).toBeVisible();
  await expect(page.getByTestId('progress-accuracy')).toHaveText('50%');
  await expect(page.getByTestId('progress-questions')).toHaveText('2');
  await expect(page.getByTestId('progress-score')).toHaveText('10 pts');
  const recent = page.getByTestId('recent-question');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0).getByRole('img', { name: 'Answered incorrectly' })).toBeVisible();
  await expect(recent.nth(1).getByRole('img', { name: 'Answered correctly' })).toBeVisible();
});

test('keyboard: N generates, A-E or 1-5 choose, Enter submits', async ({ page }) => {
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  const first = await generateWith(page, () => page.keyboard.press('n'));
  await page.keyboard.press('c');
  await expect(optionRadio(page, first.options[2] as string)).toBeChecked();
  await page.keyboard.press('5');
  await expect(optionRadio(page, first.options[4] as string)).toBeChecked();
  await page.keyboard.press('N'); // not while a question is open: no new question
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
  await expect(page.getByText(`Correct answer: ${first.correctAnswer}`)).toBeVisible();
  await page.keyboard.press('a'); // locked after answering
  await expect(optionRadio(page, first.options[4] as string)).toBeChecked();

  const second = await generateWith(page, () => page.keyboard.press('n'));
  expect(second.id).not.toBe(first.id);
  await page.keyboard.press('2');
  await expect(optionRadio(page, second.options[1] as string)).toBeChecked();
  // Enter while an option has focus submits too.
  await optionRadio(page, second.options[1] as string).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
});

test('the timer runs while the question is open and the time is recorded', async ({ page }) => {
  // The page's time is the test's alone: paused, it moves only when the test moves it.
  await page.clock.install();
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  /** While paused, lets the page's zero-delay callbacks (query updates) run: 1 ms a step, far below the timer's second. */
  const settle = (check: () => Promise<void>) =>
    expect(async () => {
      await page.clock.runFor(1);
      await check();
    }).toPass();

  const generated = page.waitForResponse((r) => r.url().endsWith('/api/questions/generate'));
  await page.getByRole('button', { name: 'Generate Question' }).click();
  const question = (await (await generated).json()) as GeneratedQuestion;
  await settle(() => expect(page.locator(`[data-question-id="${question.id}"]`).getByRole('radio')).toHaveCount(5, { timeout: 100 }));
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('0:00');
  await page.clock.runFor(65_000);
  await expect(timer).toHaveText('1:05');
  await optionRadio(page, question.correctAnswer).click();
  const answer = page.waitForRequest((r) => r.url().endsWith(`/api/questions/${question.id}/answer`));
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  expect((await answer).postDataJSON()).toMatchObject({ userId: 1, correct: true, selectedAnswer: question.correctAnswer, timeSpentSeconds: 65 });
  await settle(() => expect(page.getByText('Time: 1:05')).toBeVisible({ timeout: 100 }));
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('1:05'); // stopped once answered
});

test.describe('generation errors', () => {
  test.use({ allowedConsoleErrors: ['Failed to load resource', 'Question generation failed'] });

  test('a server failure shows the Generation Failed toast', async ({ page }) => {
    await page.route('**/api/questions/generate', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","code":"INTERNAL"}' }));
    await page.goto('/practice');
    await page.getByRole('button', { name: 'Generate Question' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Generation Failed' });
    await expect(toast).toContainText('Unable to create question. Please try again.');
    await expect(page.getByRole('button', { name: 'Generate Question' })).toBeEnabled();
  });

  test('a response without a question shows the invalid-data toast', async ({ page }) => {
    await page.route('**/api/questions/generate', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"questionType":"usmle"}' }));
    await page.goto('/practice');
    await page.getByRole('button', { name: 'Generate Question' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invalid question data received' })).toContainText('Error');
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('progress shows an error with a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/progress/*', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto('/practice');
    await expect(page.getByText('Could not load your progress.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('progress-accuracy')).toBeVisible();
  });
});

test('on a phone: one column, no sideways scroll, large tap targets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
  await generateWith(page, () => page.getByRole('button', { name: 'Generate Question' }).click());
  await expectNoHorizontalScroll(page);
  for (const label of await page.locator('label:has([role="radio"])').all()) {
    expect((await label.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  for (const name of ['USMLE', 'COMLEX', 'Generate Question', 'Submit Answer']) {
    expect((await page.getByRole('button', { name, exact: true }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  const card = await page.getByRole('radio').first().boundingBox();
  const sidebar = await page.getByRole('heading', { name: 'Your Progress' }).boundingBox();
  expect(sidebar?.y ?? 0).toBeGreaterThan(card?.y ?? 0);
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
});
