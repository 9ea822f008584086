import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_CATEGORIES } from '../../../contract/constants';
import { answerResponseSchema, practiceQuestionSchema, progressSchema, questionListSchema } from '../../../contract/practice';
import { fixedClock } from '../../lib/clock';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';

describe.each(TEST_ENGINES)('practice API on %s', (engine) => {
  let t: TestApp;
  const clock = fixedClock('2026-06-10T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { clock });
  });
  afterAll(() => t.close());

  const generate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/questions/generate', payload });
  const answer = (id: number | string, payload: object) => t.app.inject({ method: 'POST', url: `/api/questions/${id}/answer`, payload });
  const progress = async (query = '') => progressSchema.parse((await t.app.inject({ method: 'GET', url: `/api/progress/1${query}` })).json());
  const newQuestion = async (category = 'Cardiology', questionType = 'usmle') => {
    const response = await generate({ userId: 1, questionType, category });
    expect(response.statusCode).toBe(200);
    return practiceQuestionSchema.parse(response.json());
  };
  const wrongLetter = (correctAnswer: string) => ['A', 'B', 'C', 'D', 'E'].find((l) => l !== correctAnswer.charAt(0)) as string;

  it('generates a stored question, records an answer and reports progress', async () => {
    const events: unknown[] = [];
    t.app.deps.events.on('practice.generated', (event) => void events.push(event));
    t.app.deps.events.on('practice.answered', (event) => void events.push(event));
    const before = await progress();
    const response = await generate({ userId: 1, questionType: 'comlex', category: 'Obstetrics & Gynecology' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/^generate;dur=\d+(\.\d+)?$/);
    const question = practiceQuestionSchema.parse(response.json());
    expect(question).toMatchObject({ questionType: 'comlex', category: 'Obstetrics & Gynecology', answered: false, correct: false, selectedAnswer: null });
    expect(['model', 'item']).toContain(question.source);
    expect(question.options.map((o) => o.slice(0, 3))).toEqual(['A. ', 'B. ', 'C. ', 'D. ', 'E. ']);
    expect(question.options).toContain(question.correctAnswer);
    expect(question.learningObjective.length).toBeGreaterThan(10);

    const answered = await answer(question.id, { userId: 1, correct: true, selectedAnswer: question.correctAnswer, timeSpentSeconds: 42 });
    expect(answered.statusCode).toBe(200);
    expect(answerResponseSchema.parse(answered.json())).toEqual({
      questionId: question.id,
      correct: true,
      correctAnswer: question.correctAnswer,
      selectedAnswer: question.correctAnswer,
      answeredAt: '2026-06-10T15:00:00.000Z',
    });
    const at = new Date('2026-06-10T15:00:00.000Z');
    expect(events).toEqual([
      { userId: 1, questionId: question.id, category: 'Obstetrics & Gynecology', examType: 'comlex', source: question.source, at },
      { userId: 1, questionId: question.id, category: 'Obstetrics & Gynecology', examType: 'comlex', correct: true, timeSpentSeconds: 42, at },
    ]);

    const after = await progress();
    expect(after.questionsAnswered).toBe(before.questionsAnswered + 1);
    expect(after.correctAnswers).toBe(before.correctAnswers + 1);
    expect(after.totalScore).toBe(after.correctAnswers * 10);
    expect(after.streak).toBe(1);
  });

  it('decides correctness itself when the choice is sent, whatever the client says', async () => {
    const question = await newQuestion();
    const response = await answer(question.id, { userId: 1, correct: true, selectedAnswer: wrongLetter(question.correctAnswer) });
    expect(response.json()).toMatchObject({ correct: false, correctAnswer: question.correctAnswer });
    expect(response.json().selectedAnswer).toMatch(/^[A-E]\. /);

    const trusted = await newQuestion();
    expect((await answer(trusted.id, { userId: 1, correct: false })).json()).toMatchObject({ correct: false, selectedAnswer: null });
  });

  it('lists questions newest first with answered and correct, honouring limit', async () => {
    const first = await newQuestion('Pulmonology');
    const second = await newQuestion('Psychiatry');
    await answer(second.id, { userId: 1, selectedAnswer: second.correctAnswer.charAt(0) });
    const response = await t.app.inject({ method: 'GET', url: '/api/questions/1?limit=2' });
    expect(response.statusCode).toBe(200);
    const list = questionListSchema.parse(response.json());
    expect(list.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ answered: true, correct: true, selectedAnswer: second.correctAnswer });
    expect(list[1]).toMatchObject({ answered: false, correct: false });
    const all = questionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/questions/1' })).json());
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((q) => q.id)).toEqual([...all.map((q) => q.id)].sort((a, b) => b - a));
  });

  it('refuses a second answer with 409, also when both arrive at once', async () => {
    const question = await newQuestion('Neurology');
    const before = await progress();
    const responses = await Promise.all(Array.from({ length: 8 }, () => answer(question.id, { userId: 1, correct: true })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'CONFLICT' });
    const after = await progress();
    expect(after.questionsAnswered).toBe(before.questionsAnswered + 1);
    expect((await answer(question.id, { userId: 1, selectedAnswer: 'A' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown question', async () => {
    const response = await answer(999999, { userId: 1, correct: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Question not found' });
  });

  it('refuses another user with 403', async () => {
    const question = await newQuestion();
    expect((await generate({ userId: 2, questionType: 'usmle', category: 'Cardiology' })).statusCode).toBe(403);
    expect((await answer(question.id, { userId: 2, correct: true })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/questions/2' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/progress/7' })).statusCode).toBe(403);
  });

  it.each<[string, object]>([
    ['an unknown exam type', { userId: 1, questionType: 'nbme', category: 'Cardiology' }],
    ['an unknown category', { userId: 1, questionType: 'usmle', category: 'Dermatology' }],
    ['a lower-case category', { userId: 1, questionType: 'usmle', category: 'cardiology' }],
    ['an upper-case exam type', { userId: 1, questionType: 'USMLE', category: 'Cardiology' }],
    ['a missing category', { userId: 1, questionType: 'usmle' }],
    ['a missing user', { questionType: 'usmle', category: 'Cardiology' }],
    ['a string user id', { userId: '1', questionType: 'usmle', category: 'Cardiology' }],
    ['an unknown field', { userId: 1, questionType: 'usmle', category: 'Cardiology', difficulty: 'hard' }],
    ['an oversized category', { userId: 1, questionType: 'usmle', category: 'x'.repeat(50_000) }],
  ])('rejects generation with %s (400)', async (_name, payload) => {
    const response = await generate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it.each<[string, object]>([
    ['neither correct nor a choice', { userId: 1 }],
    ['a letter outside A-E', { userId: 1, selectedAnswer: 'F' }],
    ['an empty choice', { userId: 1, selectedAnswer: '' }],
    ['a lower-case letter', { userId: 1, selectedAnswer: 'b' }],
    ['a numeric choice', { userId: 1, selectedAnswer: 2 }],
    ['a string verdict', { userId: 1, correct: 'yes' }],
    ['a negative time', { userId: 1, correct: true, timeSpentSeconds: -1 }],
    ['a fractional time', { userId: 1, correct: true, timeSpentSeconds: 1.5 }],
    ['a day-long time', { userId: 1, correct: true, timeSpentSeconds: 86_401 }],
    ['an unknown field', { userId: 1, correct: true, questionId: 3 }],
  ])('rejects an answer with %s (400)', async (_name, payload) => {
    const question = await newQuestion('Surgery');
    const response = await answer(question.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('rejects malformed ids, bodies and queries with 4xx, never 500', async () => {
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) expect((await answer(id, { userId: 1, correct: true })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/questions/generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":1,',
    });
    expect(malformed.statusCode).toBe(400);
    const text = await t.app.inject({ method: 'POST', url: '/api/questions/generate', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/questions/1/answer',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: 1, correct: true, pad: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    for (const query of ['?limit=0', '?limit=501', '?limit=ten', '?sort=asc']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/questions/1${query}` })).statusCode).toBe(400);
    }
    for (const query of ['?tz=Mars/Olympus', '?tz=', '?days=3']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/progress/1${query}` })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/questions/abc' })).statusCode).toBe(400);
  });

  it('serves no repeated text over 50 generations in one category', async () => {
    const texts = new Set<string>();
    for (let i = 0; i < 50; i++) texts.add((await newQuestion('Endocrinology', 'usmle')).question);
    expect(texts.size).toBe(50);
  });

  it('generates in every category for both exam types', async () => {
    for (const category of PRACTICE_CATEGORIES) {
      for (const questionType of ['usmle', 'comlex']) {
        const question = await newQuestion(category, questionType);
        expect(question).toMatchObject({ category, questionType });
      }
    }
  });

  it('keeps the streak across days by the clock, in the time zone asked for', async () => {
    // Earlier tests answered on 2026-06-10 (UTC).
    clock.set('2026-06-11T09:00:00Z');
    expect((await progress()).streak).toBe(1); // yesterday still counts
    const q1 = await newQuestion('Pediatrics');
    await answer(q1.id, { userId: 1, correct: true });
    expect((await progress()).streak).toBe(2);

    clock.set('2026-06-13T01:00:00Z'); // 12 June skipped in UTC
    expect((await progress()).streak).toBe(0);
    const q2 = await newQuestion('Pediatrics');
    await answer(q2.id, { userId: 1, correct: false });
    expect((await progress()).streak).toBe(1);
    // In Los Angeles that answer was on the evening of 12 June: three days running.
    expect((await progress('?tz=America/Los_Angeles')).streak).toBe(3);
  });
});
