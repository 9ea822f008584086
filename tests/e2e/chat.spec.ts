// AI Chat (/ai-chat) and the support chat widget, end to end on the offline engine.
import type { Page, Route } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

const SUPPORT_FIRST = "Hi! I'm your AI support assistant for MedPrep. How can I help you today?";
const SUPPORT_FAILURE = "I'm sorry, I'm experiencing technical difficulties. Please try again in a moment or contact support directly.";
const HTTP_500 = 'status of 500';

/** Holds matching requests until release() is called, so a test can look at the waiting state. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test.describe('AI Chat', () => {
  // One demo user: these tests share its stored conversation, so they run one at a time.
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    expect((await request.post('/api/chat/conversations', { data: {} })).status()).toBe(201);
  });

  test('shows the greeting, disclaimer, tips, capabilities and quick questions', async ({ page }) => {
    await page.goto('/ai-chat');
    await expect(page).toHaveTitle('AI Medical Assistant | MedPrep');
    await expect(page.getByRole('heading', { name: 'AI Medical Assistant', level: 1 })).toBeVisible();
    await expect(messages(page).getByText(/I'm your AI medical study assistant/)).toBeVisible();
    await expect(page.getByText('Medical disclaimer', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Usage tips' })).toBeVisible();
    await expect(page.getByText('ICD-10-CM codes', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How long is the free trial?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const window = messages(page).locator('..');
    expect(await window.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
  });

  test('sends at once, clears the input, shows AI is thinking... with input and send disabled, then a cited answer', async ({ page }) => {
    await page.goto('/ai-chat');
    const release = await holdRequests(page, '**/api/chat');
    await chatInput(page).fill('What is the first-line treatment for acute pericarditis?');
    await chatInput(page).press('Enter');

    await expect(messages(page).getByText('What is the first-line treatment for acute pericarditis?')).toBeVisible();
    await expect(chatInput(page)).toHaveValue('');
    await expect(page.getByText('AI is thinking...')).toBeVisible();
    await expect(chatInput(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    release();

    await expect(page.getByText('AI is thinking...')).toBeHidden();
    await expect(messages(page).getByText(/colchicine/).first()).toBeVisible();
    await expect(messages(page).getByText(/MedPrep is for education only/)).toBeVisible();
    await expect(chatInput(page)).toBeEnabled();

    // The citation marker opens the topic note.
    await messages(page).getByRole('button', { name: 'Source 1: Acute pericarditis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acute pericarditis' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Topic note · Cardiology')).toBeVisible();
    await expect(page).toHaveURL(/\?source=note:card-acute-pericarditis$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ai-chat$/);
  });

  test('Shift+Enter makes a new line; the conversation survives a reload; New chat clears it', async ({ page }) => {
    await page.goto('/ai-chat');
    await chatInput(page).fill('What is Beck triad?');
    await chatInput(page).press('Shift+Enter');
    await expect(chatInput(page)).toHaveValue('What is Beck triad?\n');
    await expect(messages(page).getByText('What is Beck triad?')).toHaveCount(0);
    await chatInput(page).press('Enter');
    await expect(messages(page).getByText(/pulsus paradoxus/i).first()).toBeVisible();
    await expect(messages(page).getByRole('button', { name: /Cardiac tamponade/ }).first()).toBeVisible();

    await page.reload();
    await expect(messages(page).getByText('What is Beck triad?')).toBeVisible();
    await expect(messages(page).getByText(/pulsus paradoxus/i).first()).toBeVisible();

    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(messages(page).getByText('What is Beck triad?')).toHaveCount(0);
    await expect(messages(page).getByText(/I'm your AI medical study assistant/)).toBeVisible();
    await page.reload();
    await expect(messages(page).getByText(/I'm your AI medical study assistant/)).toBeVisible();
    await expect(messages(page).getByText('What is Beck triad?')).toHaveCount(0);
  });

  test('a quick question about a code links the answer to the ICD-10 lookup', async ({ page }) => {
    await page.goto('/ai-chat');
    await page.getByRole('button', { name: 'What is the ICD-10 code for essential hypertension?' }).click();
    await expect(messages(page).getByText('What is the ICD-10 code for essential hypertension?')).toBeVisible();
    await expect(messages(page).getByRole('link', { name: /ICD-10/ }).first()).toHaveAttribute('href', /^\/icd-lookup\?q=/);
  });

  test('says so when the library has nothing, without sources', async ({ page }) => {
    await page.goto('/ai-chat');
    await chatInput(page).fill('How do I fix a flat bicycle tire?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(messages(page).getByText(/couldn't find that in the MedPrep library/)).toBeVisible();
    await expect(messages(page).getByText('Sources', { exact: true })).toHaveCount(0);
  });

  test.describe('when the server fails', () => {
    test.use({ allowedConsoleErrors: [HTTP_500] });

    test('shows a skeleton while the conversation loads, and an error with Retry when it cannot', async ({ page }) => {
      let fail = true;
      const release = await holdRequests(page, '**/api/chat/conversation');
      await page.goto('/ai-chat');
      await expect(page.getByRole('status', { name: 'Loading your conversation' })).toBeVisible();
      await expect(chatInput(page)).toBeDisabled();
      release();
      await expect(page.getByRole('status', { name: 'Loading your conversation' })).toBeHidden();
      await expect(chatInput(page)).toBeEnabled();
      await page.unroute('**/api/chat/conversation');

      await page.route('**/api/chat/conversation', (route) => (fail ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue()));
      await page.reload();
      await expect(page.getByText('Your conversation could not be loaded')).toBeVisible();
      await expect(chatInput(page)).toBeDisabled();
      fail = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Your conversation could not be loaded')).toBeHidden();
      await expect(chatInput(page)).toBeEnabled();
    });

    test("shows the 'Chat Error' toast and gives the question back", async ({ page }) => {
      await page.goto('/ai-chat');
      await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","code":"INTERNAL"}' }));
      await chatInput(page).fill('What is asthma?');
      await chatInput(page).press('Enter');
      await expect(page.getByText('Chat Error', { exact: true })).toBeVisible();
      await expect(page.getByText('Failed to get response from AI assistant. Please try again.', { exact: true })).toBeVisible();
      await expect(chatInput(page)).toHaveValue('What is asthma?');
      await expect(messages(page).getByText('What is asthma?')).toHaveCount(0);
    });
  });

  test('in LLM mode, streams the answer over Server-Sent Events', async ({ page }) => {
    await page.route('**/api/public-config', (route) =>
      route.fulfill({ json: { adClientId: null, stripePublishableKey: null, llmEnabled: true } }),
    );
    const now = new Date().toISOString();
    const citation = { ref: 1, kind: 'note', id: 'card-acute-pericarditis', title: 'Acute pericarditis', url: '/ai-chat?source=note:card-acute-pericarditis' };
    const reply = {
      response: 'NSAIDs plus colchicine [1].',
      timestamp: now,
      citations: [citation],
      source: 'llm',
      conversationId: 1,
      userMessage: { id: 1, role: 'user', content: 'Treat pericarditis?', citations: [], timestamp: now },
      assistantMessage: { id: 2, role: 'assistant', content: 'NSAIDs plus colchicine [1].', citations: [citation], timestamp: now },
    };
    await page.route('**/api/chat/stream', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `event: delta\ndata: {"text":"NSAIDs "}\n\nevent: delta\ndata: {"text":"plus colchicine [1]."}\n\nevent: done\ndata: ${JSON.stringify(reply)}\n\n`,
      }),
    );
    await page.goto('/ai-chat');
    await expect(page.getByText('AI model: on')).toBeVisible();
    await chatInput(page).fill('Treat pericarditis?');
    await chatInput(page).press('Enter');
    await expect(messages(page).getByText('NSAIDs plus colchicine')).toBeVisible();
    await expect(messages(page).getByRole('button', { name: 'Source 1: Acute pericarditis' })).toBeVisible();
  });

  test('works at 390 px without sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ai-chat');
    await chatInput(page).fill('What is sarcoidosis?');
    await chatInput(page).press('Enter');
    await expect(messages(page).getByText(/noncaseating granulomas/).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('support chat widget', () => {
  const panel = (page: Page) => page.getByRole('dialog', { name: 'MedPrep Support' });
  const supportInput = (page: Page) => page.getByRole('textbox', { name: 'Message to support' });
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message to support' });

  test('opens from the round button with the first message, and answers with a time on each message', async ({ page }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Open support chat' });
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText(SUPPORT_FIRST, { exact: true })).toBeVisible();
    await expect(supportInput(page)).toBeFocused();
    await expect(sendButton(page)).toBeDisabled();

    const release = await holdRequests(page, '**/api/support/chat');
    await supportInput(page).fill('Is there a student discount?');
    await expect(sendButton(page)).toBeEnabled();
    await supportInput(page).press('Enter');
    await expect(panel(page).getByText('Is there a student discount?')).toBeVisible();
    await expect(supportInput(page)).toHaveValue('');
    await expect(panel(page).getByRole('status', { name: 'Support assistant is typing' })).toBeVisible();
    await supportInput(page).fill('another');
    await expect(sendButton(page)).toBeDisabled();
    release();
    await expect(panel(page).getByText(/50% off a paid plan/)).toBeVisible();
    await expect(panel(page).getByRole('status', { name: 'Support assistant is typing' })).toBeHidden();
    await expect(panel(page).locator('time')).toHaveCount(3);
    for (const time of await panel(page).locator('time').allInnerTexts()) expect(time).toMatch(/^\d{1,2}:\d{2}(\s?[AP]M)?$/i);
  });

  test('Shift+Enter makes a new line; Escape closes and gives focus back to the button', async ({ page }) => {
    await page.goto('/practice');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await supportInput(page).fill('How do I');
    await supportInput(page).press('Shift+Enter');
    await expect(supportInput(page)).toHaveValue('How do I\n');
    await expect(panel(page).locator('li')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeFocused();
  });

  test.describe('when the server fails', () => {
    test.use({ allowedConsoleErrors: [HTTP_500] });

    test('appends the fallback message', async ({ page }) => {
      await page.goto('/pricing');
      await page.route('**/api/support/chat', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await page.getByRole('button', { name: 'Open support chat' }).click();
      await supportInput(page).fill('How long is the free trial?');
      await supportInput(page).press('Enter');
      await expect(panel(page).getByText(SUPPORT_FAILURE, { exact: true })).toBeVisible();
    });
  });

  test('fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(panel(page)).toBeVisible();
    const box = await panel(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoHorizontalScroll(page);
  });
});
