import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_CATEGORIES } from '../../../contract/constants';
import { answerResponseSchema, practiceQuestionSchema, progressSchema, questionListSchema } from '../../../contract/practice';
import { fixedClock } from '../../lib/clock';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';

describe.each(TEST_ENGINES)('practice API on %s', (engine) => {
  let t: TestApp;
  const clock = fixedClock('2026-06-10T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { clock });
  });
  afterAll(() => t.close());

  /** A new student with their own questions and progress, and the calls they make. */
  const student = async () => {
    const user = await createTestUser(t);
    const generate = (payload: object) => user.inject({ method: 'POST', url: '/api/questions/generate', payload });
    const answer = (id: number | string, payload: object) => user.inject({ method: 'POST', url: `/api/questions/${id}/answer`, payload });
    const get = (url: string) => user.inject({ method: 'GET', url });
    const progress = async (query = '') => progressSchema.parse((await get(`/api/progress/${user.id}${query}`)).json());
    const newQuestion = async (category = 'Cardiology', questionType = 'usmle') => {
      const response = await generate({ userId: user.id, questionType, category });
      expect(response.statusCode).toBe(200);
      return practiceQuestionSchema.parse(response.json());
    };
    return { user, id: user.id, generate, answer, get, progress, newQuestion };
  };
  const wrongLetter = (correctAnswer: string) => ['A', 'B', 'C', 'D', 'E'].find((l) => l !== correctAnswer.charAt(0)) as string;

  it('generates a stored question, records an answer and reports progress', async () => {
    clock.set('2026-06-10T15:00:00Z');
    const s = await student();
    const events: unknown[] = [];
    const stops = [
      t.app.deps.events.on('practice.generated', (event) => void events.push(event)),
      t.app.deps.events.on('practice.answered', (event) => void events.push(event)),
    ];
    expect(await s.progress()).toEqual({ questionsAnswered: 0, correctAnswers: 0, streak: 0, totalScore: 0 });
    const response = await s.generate({ userId: s.id, questionType: 'comlex', category: 'Obstetrics & Gynecology' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/^generate;dur=\d+(\.\d+)?$/);
    const question = practiceQuestionSchema.parse(response.json());
    expect(question).toMatchObject({ questionType: 'comlex', category: 'Obstetrics & Gynecology', answered: false, correct: false, selectedAnswer: null });
    expect(['model', 'item']).toContain(question.source);
    expect(question.options.map((o) => o.slice(0, 3))).toEqual(['A. ', 'B. ', 'C. ', 'D. ', 'E. ']);
    expect(question.options).toContain(question.correctAnswer);
    expect(question.learningObjective.length).toBeGreaterThan(10);

    const answered = await s.answer(question.id, { userId: s.id, correct: true, selectedAnswer: question.correctAnswer, timeSpentSeconds: 42 });
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
      { userId: s.id, questionId: question.id, category: 'Obstetrics & Gynecology', examType: 'comlex', source: question.source, at },
      { userId: s.id, questionId: question.id, category: 'Obstetrics & Gynecology', examType: 'comlex', correct: true, timeSpentSeconds: 42, at },
    ]);
    expect(await s.progress()).toEqual({ questionsAnswered: 1, correctAnswers: 1, streak: 1, totalScore: 10 });
    for (const stop of stops) stop();
  });

  it('decides correctness itself when the choice is sent, whatever the client says', async () => {
    const s = await student();
    const question = await s.newQuestion();
    const response = await s.answer(question.id, { userId: s.id, correct: true, selectedAnswer: wrongLetter(question.correctAnswer) });
    expect(response.json()).toMatchObject({ correct: false, correctAnswer: question.correctAnswer });
    expect(response.json().selectedAnswer).toMatch(/^[A-E]\. /);

    const trusted = await s.newQuestion();
    expect((await s.answer(trusted.id, { userId: s.id, correct: false })).json()).toMatchObject({ correct: false, selectedAnswer: null });
  });

  it('lists questions newest first with answered and correct, honouring limit', async () => {
    const s = await student();
    const first = await s.newQuestion('Pulmonology');
    const second = await s.newQuestion('Psychiatry');
    await s.answer(second.id, { userId: s.id, selectedAnswer: second.correctAnswer.charAt(0) });
    const response = await s.get(`/api/questions/${s.id}?limit=2`);
    expect(response.statusCode).toBe(200);
    const list = questionListSchema.parse(response.json());
    expect(list.map((q) => q.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ answered: true, correct: true, selectedAnswer: second.correctAnswer });
    expect(list[1]).toMatchObject({ answered: false, correct: false });
    const third = await s.newQuestion('Surgery');
    const all = questionListSchema.parse((await s.get(`/api/questions/${s.id}`)).json());
    expect(all.map((q) => q.id)).toEqual([third.id, second.id, first.id]);
  });

  it('refuses a second answer with 409, also when both arrive at once', async () => {
    const s = await student();
    const question = await s.newQuestion('Neurology');
    const responses = await Promise.all(Array.from({ length: 8 }, () => s.answer(question.id, { userId: s.id, correct: true })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await s.progress()).questionsAnswered).toBe(1);
    expect((await s.answer(question.id, { userId: s.id, selectedAnswer: 'A' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown question, and for another student’s', async () => {
    const s = await student();
    const response = await s.answer(999999, { userId: s.id, correct: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Question not found' });
    const other = await student();
    const theirs = await other.newQuestion();
    expect((await s.answer(theirs.id, { userId: s.id, correct: true })).statusCode).toBe(404);
  });

  it('refuses another user with 403, and a request without a user with 401', async () => {
    const s = await student();
    const other = await student();
    const question = await s.newQuestion();
    expect((await s.generate({ userId: other.id, questionType: 'usmle', category: 'Cardiology' })).statusCode).toBe(403);
    expect((await s.answer(question.id, { userId: other.id, correct: true })).statusCode).toBe(403);
    expect((await s.get(`/api/questions/${other.id}`)).statusCode).toBe(403);
    expect((await s.get(`/api/progress/${other.id}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/progress/${s.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each<[string, (userId: number) => object]>([
    ['an unknown exam type', (userId) => ({ userId, questionType: 'nbme', category: 'Cardiology' })],
    ['an unknown category', (userId) => ({ userId, questionType: 'usmle', category: 'Dermatology' })],
    ['a lower-case category', (userId) => ({ userId, questionType: 'usmle', category: 'cardiology' })],
    ['an upper-case exam type', (userId) => ({ userId, questionType: 'USMLE', category: 'Cardiology' })],
    ['a missing category', (userId) => ({ userId, questionType: 'usmle' })],
    ['a missing user', () => ({ questionType: 'usmle', category: 'Cardiology' })],
    ['a string user id', (userId) => ({ userId: String(userId), questionType: 'usmle', category: 'Cardiology' })],
    ['an unknown field', (userId) => ({ userId, questionType: 'usmle', category: 'Cardiology', difficulty: 'hard' })],
    ['an oversized category', (userId) => ({ userId, questionType: 'usmle', category: 'x'.repeat(50_000) })],
  ])('rejects generation with %s (400)', async (_name, payload) => {
    const s = await student();
    const response = await s.generate(payload(s.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it.each<[string, object]>([
    ['neither correct nor a choice', {}],
    ['a letter outside A-E', { selectedAnswer: 'F' }],
    ['an empty choice', { selectedAnswer: '' }],
    ['a lower-case letter', { selectedAnswer: 'b' }],
    ['a numeric choice', { selectedAnswer: 2 }],
    ['a string verdict', { correct: 'yes' }],
    ['a negative time', { correct: true, timeSpentSeconds: -1 }],
    ['a fractional time', { correct: true, timeSpentSeconds: 1.5 }],
    ['a day-long time', { correct: true, timeSpentSeconds: 86_401 }],
    ['an unknown field', { correct: true, questionId: 3 }],
  ])('rejects an answer with %s (400)', async (_name, fields) => {
    const s = await student();
    const question = await s.newQuestion('Surgery');
    const response = await s.answer(question.id, { userId: s.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('rejects malformed ids, bodies and queries with 4xx, never 500', async () => {
    const s = await student();
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) expect((await s.answer(id, { userId: s.id, correct: true })).statusCode).toBe(400);
    const malformed = await s.user.inject({
      method: 'POST',
      url: '/api/questions/generate',
      headers: { 'content-type': 'application/json' },
      payload: `{"userId":${s.id},`,
    });
    expect(malformed.statusCode).toBe(400);
    const text = await s.user.inject({ method: 'POST', url: '/api/questions/generate', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    const huge = await s.user.inject({
      method: 'POST',
      url: '/api/questions/1/answer',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: s.id, correct: true, pad: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    for (const query of ['?limit=0', '?limit=501', '?limit=ten', '?sort=asc']) {
      expect((await s.get(`/api/questions/${s.id}${query}`)).statusCode).toBe(400);
    }
    for (const query of ['?tz=Mars/Olympus', '?tz=', '?days=3']) {
      expect((await s.get(`/api/progress/${s.id}${query}`)).statusCode).toBe(400);
    }
    expect((await s.get('/api/questions/abc')).statusCode).toBe(400);
  });

  it('serves no repeated text over 50 generations in one category', async () => {
    const s = await student();
    const texts = new Set<string>();
    for (let i = 0; i < 50; i++) texts.add((await s.newQuestion('Endocrinology', 'usmle')).question);
    expect(texts.size).toBe(50);
  });

  it('generates in every category for both exam types', async () => {
    const s = await student();
    for (const category of PRACTICE_CATEGORIES) {
      for (const questionType of ['usmle', 'comlex']) {
        const question = await s.newQuestion(category, questionType);
        expect(question).toMatchObject({ category, questionType });
      }
    }
  });

  it('keeps the streak across days by the clock, in the time zone asked for', async () => {
    const s = await student();
    clock.set('2026-06-10T15:00:00Z');
    const q0 = await s.newQuestion('Pediatrics');
    await s.answer(q0.id, { userId: s.id, correct: true });
    clock.set('2026-06-11T09:00:00Z');
    expect((await s.progress()).streak).toBe(1); // yesterday still counts
    const q1 = await s.newQuestion('Pediatrics');
    await s.answer(q1.id, { userId: s.id, correct: true });
    expect((await s.progress()).streak).toBe(2);

    clock.set('2026-06-13T01:00:00Z'); // 12 June skipped in UTC
    expect((await s.progress()).streak).toBe(0);
    const q2 = await s.newQuestion('Pediatrics');
    await s.answer(q2.id, { userId: s.id, correct: false });
    expect((await s.progress()).streak).toBe(1);
    // In Los Angeles that answer was on the evening of 12 June: three days running.
    expect((await s.progress('?tz=America/Los_Angeles')).streak).toBe(3);
  });
});
