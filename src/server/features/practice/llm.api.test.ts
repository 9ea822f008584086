// LLM generation through the real openai SDK against a fake OpenAI-compatible server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { practiceQuestionSchema } from '../../../contract/practice';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/test-identity';

const TIMEOUT_MS = 1500;

/** A question that passes every validator; `n` makes its text unique. */
function goodQuestion(n: number) {
  return {
    question: `A ${30 + n}-year-old woman comes to the emergency department because of palpitations for 2 hours. She has no chest pain or dyspnea. Pulse is 180/min and regular, and blood pressure is 118/76 mm Hg. ECG shows a narrow-complex regular tachycardia without visible P waves. Vagal maneuvers are unsuccessful.\n\nWhich of the following is the most appropriate next step in management?`,
    options: ['A. Adenosine', 'B. Amiodarone', 'C. Digoxin', 'D. Synchronized cardioversion', 'E. Verapamil infusion over 24 hours'],
    correctAnswer: 'A. Adenosine',
    explanation:
      'A stable, regular narrow-complex tachycardia that persists after vagal maneuvers is most likely AV nodal reentrant tachycardia; adenosine terminates it by transiently blocking the AV node. Amiodarone is for ventricular or refractory arrhythmias. Digoxin acts too slowly for acute termination. Synchronized cardioversion is reserved for unstable patients. Verapamil infusion over 24 hours is not how a calcium channel blocker is used here; a slow IV bolus is the alternative when adenosine fails.',
    learningObjective: 'Choose adenosine for stable supraventricular tachycardia after vagal maneuvers fail.',
  };
}

describe.each(TEST_ENGINES)('LLM generation on %s', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  const logLines: string[] = [];
  const warnings = () =>
    logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
      .filter((line) => line.level === 40);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(engine, {
      logLines,
      config: { llm: { baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: TIMEOUT_MS } },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    await fake.settled();
    fake.reset();
    logLines.length = 0;
  });

  /** Generates as `user` (a new user unless given). */
  const generate = async (category = 'Cardiology', questionType = 'usmle', user?: TestUser) => {
    const as = user ?? (await createTestUser(t));
    return as.inject({ method: 'POST', url: '/api/questions/generate', payload: { userId: as.id, questionType, category } });
  };

  it('stores a good answer from the model, asked for with structured output', async () => {
    fake.enqueue({ content: goodQuestion(1) });
    const response = await generate('Cardiology', 'comlex');
    expect(response.statusCode).toBe(200);
    const question = practiceQuestionSchema.parse(response.json());
    expect(question).toMatchObject({ source: 'llm', correctAnswer: 'A. Adenosine', questionType: 'comlex', category: 'Cardiology' });
    expect(question.question).toBe(goodQuestion(1).question);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('fake-model');
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true, name: 'practice_question' } });
    expect(sent?.body.response_format.json_schema.schema.required).toEqual(['question', 'options', 'correctAnswer', 'explanation', 'learningObjective']);
    const userPrompt = sent?.body.messages.find((m: { role: string }) => m.role === 'user').content;
    expect(userPrompt).toContain('COMLEX-USA');
    expect(userPrompt).toContain('Cardiology');
    expect(userPrompt).toMatch(/osteopathic/i);
    expect(warnings()).toEqual([]);
  });

  it('retries once after an invalid answer and keeps the second', async () => {
    const invalid = { ...goodQuestion(2), options: ['A. Adenosine', 'B. Amiodarone', 'C. All of the above', 'D. Digoxin'] };
    fake.enqueue({ content: invalid }, { content: goodQuestion(3) });
    const response = await generate();
    expect(response.json()).toMatchObject({ source: 'llm' });
    expect(fake.requests).toHaveLength(2);
    expect(warnings().map((w) => w.msg)).toEqual(['practice: LLM question rejected']);
  });

  it('falls back to the offline engine after two invalid answers, without an error', async () => {
    fake.enqueue({ content: 'this is not JSON' }, { content: { ...goodQuestion(4), explanation: 'Adenosine works.' } });
    const response = await generate('Neurology');
    expect(response.statusCode).toBe(200);
    const question = practiceQuestionSchema.parse(response.json());
    expect(['model', 'item']).toContain(question.source);
    expect(question.category).toBe('Neurology');
    expect(fake.requests).toHaveLength(2);
    const messages = warnings().map((w) => w.msg);
    expect(messages).toEqual(['practice: LLM question rejected', 'practice: LLM question rejected', 'practice: LLM generation failed; using the offline engine']);
    expect(warnings()[1]?.reason).toMatch(/failed validation|wrong shape/);
  });

  it('falls back when the model times out twice: each attempt is given up before the next', async () => {
    fake.enqueue({ hang: true }, { hang: true });
    const response = await generate('Surgery');
    expect(response.statusCode).toBe(200);
    expect(response.json().source).not.toBe('llm');
    await Promise.all([fake.abandoned(1), fake.abandoned(2)]);
    expect(fake.requests).toHaveLength(2);
    const rejected = warnings().filter((w) => w.msg === 'practice: LLM question rejected');
    expect(rejected.map((w) => w.reason)).toEqual([expect.stringMatching(/^request failed: .*(timed out|aborted)/i), expect.stringMatching(/^request failed: .*(timed out|aborted)/i)]);
  });

  it('falls back on HTTP errors and refusals', async () => {
    fake.enqueue({ status: 500 }, { refusal: 'I cannot help with that.' });
    const response = await generate('Pediatrics');
    expect(response.statusCode).toBe(200);
    expect(response.json().source).not.toBe('llm');
    expect(warnings()[1]?.reason).toMatch(/refused/);
  });

  it('does not store a text the user was already served; it asks again', async () => {
    const user = await createTestUser(t);
    fake.enqueue({ content: goodQuestion(1) });
    expect((await generate('Cardiology', 'usmle', user)).json()).toMatchObject({ source: 'llm', question: goodQuestion(1).question });
    fake.enqueue({ content: goodQuestion(1) }, { content: goodQuestion(5) });
    const response = await generate('Cardiology', 'usmle', user);
    expect(response.json()).toMatchObject({ source: 'llm', question: goodQuestion(5).question });
    expect(warnings()[0]?.reason).toMatch(/already been served/);
  });
});
