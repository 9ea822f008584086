// /api/loans/*: calculation, validation, saving (recomputed), listing, deleting, ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_LIMITS, loanCalculationSchema, savedLoanPlanListSchema, savedLoanPlanSchema } from '../../../contract/loans';
import { loanPlans } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createTestApp, TEST_ENGINES, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/test-identity';

const defaults = { loanAmount: 200000, interestRate: 6.5, termYears: 20 };
const savePayload = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId,
  planName: 'Medical school',
  monthlyPayment: 1491.15,
  ...defaults,
  ...overrides,
});

describe.each(TEST_ENGINES)('loans API on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  const clock = fixedClock('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { clock, logLines });
  });
  afterAll(async () => {
    await t.close();
    const unhandled = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'unhandled error');
    expect(unhandled).toEqual([]);
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

  describe('POST /api/loans/calculate', () => {
    it('returns the inputs, the payment, the totals and a yearly schedule', async () => {
      const response = await post('/api/loans/calculate', defaults);
      expect(response.statusCode).toBe(200);
      const body = loanCalculationSchema.parse(response.json());
      expect(body).toMatchObject({
        ...defaults,
        monthlyPayment: 1491.15,
        totalAmount: 357874.29,
        totalInterest: 157874.29,
        extraMonthlyPayment: 0,
        residencyYears: 0,
        residency: null,
        extraPayment: null,
      });
      expect(body.schedule).toHaveLength(20);
      expect(body.schedule[0]).toMatchObject({ year: 1, phase: 'repayment', principalPaid: 5042.25, interestPaid: 12851.55, endingBalance: 194957.75 });
      expect(body.schedule.at(-1)).toMatchObject({ year: 20, endingBalance: 0, cumulativeInterest: 157874.29 });
    });

    it('adds the residency and extra-payment scenarios beside the plain plan', async () => {
      const response = await post('/api/loans/calculate', { ...defaults, residencyYears: 3, extraMonthlyPayment: 250 });
      expect(response.statusCode).toBe(200);
      const body = loanCalculationSchema.parse(response.json());
      expect(body.monthlyPayment).toBe(1491.15);
      expect(body.residency).toMatchObject({ capitalizedInterest: 39000, repaymentPrincipal: 239000, monthlyPayment: 1781.92, payoffMonths: 240 });
      expect(body.residency?.schedule).toHaveLength(23);
      const extra = body.extraPayment;
      expect(extra?.repaymentPrincipal).toBe(239000);
      expect(extra?.payoffMonths).toBeLessThan(240);
      // Savings are measured against the same plan without the extra payment (here: with residency).
      expect(extra?.monthsSaved).toBe(240 - (extra?.payoffMonths ?? 0));
      expect(extra?.interestSaved).toBeCloseTo((body.residency?.totalInterest ?? 0) - (extra?.totalInterest ?? 0), 2);
    });

    it('calculates a 0 % loan as P / n with no interest', async () => {
      const body = (await post('/api/loans/calculate', { loanAmount: 100000, interestRate: 0, termYears: 20 })).json();
      expect(body).toMatchObject({ monthlyPayment: 416.67, finalPayment: 415.87, totalInterest: 0, totalAmount: 100000 });
    });

    it('accepts the upper bounds and refuses just beyond them with a message that states them', async () => {
      const max = await post('/api/loans/calculate', {
        loanAmount: LOAN_LIMITS.maxLoanAmount,
        interestRate: LOAN_LIMITS.maxInterestRate,
        termYears: LOAN_LIMITS.maxTermYears,
        residencyYears: LOAN_LIMITS.maxResidencyYears,
        extraMonthlyPayment: LOAN_LIMITS.maxExtraMonthlyPayment,
      });
      expect(max.statusCode).toBe(200);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ loanAmount: 2_000_000.01 }, 'body.loanAmount', 'at most $2,000,000'],
        [{ interestRate: 30.01 }, 'body.interestRate', 'from 0% to 30%'],
        [{ termYears: 41 }, 'body.termYears', 'from 1 to 40'],
        [{ residencyYears: 11 }, 'body.residencyYears', 'from 0 to 10'],
        [{ extraMonthlyPayment: 100_000.01 }, 'body.extraMonthlyPayment', '$100,000'],
      ];
      for (const [override, path, text] of cases) {
        const response = await post('/api/loans/calculate', { ...defaults, ...override });
        expect(response.statusCode, path).toBe(400);
        const body = response.json();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.details).toEqual([{ path, message: expect.stringContaining(text) }]);
        expect(body.message).toContain(text);
      }
    });

    it('refuses amounts, rates and terms below the spec limits (§5)', async () => {
      for (const override of [{ loanAmount: 0 }, { loanAmount: -5 }, { interestRate: -0.1 }, { termYears: 0 }, { termYears: 2.5 }, { loanAmount: 10.001 }]) {
        const response = await post('/api/loans/calculate', { ...defaults, ...override });
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses anything but numbers, missing fields, unknown fields and non-JSON with a 4xx', async () => {
      const bad = [
        { ...defaults, loanAmount: '200000' },
        { ...defaults, interestRate: null },
        { ...defaults, termYears: true },
        { loanAmount: 1000, interestRate: 5 },
        { ...defaults, userId: 1 },
        [],
        'text',
        42,
      ];
      for (const payload of bad) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/loans/calculate',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const nan = await t.app.inject({
        method: 'POST',
        url: '/api/loans/calculate',
        headers: { 'content-type': 'application/json' },
        payload: '{"loanAmount": NaN, "interestRate": 5, "termYears": 10}',
      });
      expect(nan.statusCode).toBe(400);
      const huge = await post('/api/loans/calculate', { ...defaults, loanAmount: 1e308 });
      expect(huge.statusCode).toBe(400);
      const text = await t.app.inject({ method: 'POST', url: '/api/loans/calculate', headers: { 'content-type': 'text/plain' }, payload: '1' });
      expect(text.statusCode).toBe(415);
    });
  });

  describe('saved plans', () => {
    /** A new user with no saved plans, and the calls they make. */
    const planner = async () => {
      const user = await createTestUser(t);
      const save = (overrides: Record<string, unknown> = {}) => user.inject({ method: 'POST', url: '/api/loans/save', payload: savePayload(user.id, overrides) });
      const list = async () => savedLoanPlanListSchema.parse((await user.inject({ method: 'GET', url: `/api/loans/${user.id}` })).json());
      const remove = (id: number | string) => user.inject({ method: 'DELETE', url: `/api/loans/${id}` });
      return { id: user.id, user, save, list, remove };
    };

    it('saves with a recomputed payment, trims the name and lists newest first', async () => {
      const p = await planner();
      expect(await p.list()).toEqual([]);

      clock.set('2026-03-01T12:00:00Z');
      const first = await p.save({ planName: '  Medical school  ', monthlyPayment: 1 });
      expect(first.statusCode).toBe(201);
      const saved = savedLoanPlanSchema.parse(first.json());
      expect(saved).toMatchObject({ userId: p.id, planName: 'Medical school', loanAmount: 200000, monthlyPayment: 1491.15, totalInterest: 157874.29 });
      expect(saved.createdAt).toBe('2026-03-01T12:00:00.000Z');

      clock.set('2026-03-02T12:00:00Z');
      const second = await p.user.inject({
        method: 'POST',
        url: '/api/loans/save',
        payload: {
          userId: p.id,
          planName: 'Residency then extra',
          loanAmount: 50000,
          interestRate: 7.05,
          termYears: 10,
          residencyYears: 3,
          extraMonthlyPayment: 100,
        },
      });
      expect(second.statusCode).toBe(201);
      // 3 years at 7.05 % on $50,000 capitalises $10,575, so the payment is on $60,575.
      const calculated = loanCalculationSchema.parse(
        (await post('/api/loans/calculate', { loanAmount: 50000, interestRate: 7.05, termYears: 10, residencyYears: 3, extraMonthlyPayment: 100 })).json(),
      );
      expect(second.json()).toMatchObject({
        monthlyPayment: calculated.residency?.monthlyPayment,
        totalInterest: calculated.extraPayment?.totalInterest,
        residencyYears: 3,
        extraMonthlyPayment: 100,
      });

      const plans = await p.list();
      expect(plans.map((plan) => plan.planName)).toEqual(['Residency then extra', 'Medical school']);
    });

    it('keeps the newest first when two plans share a timestamp', async () => {
      const p = await planner();
      clock.set('2026-03-05T00:00:00Z');
      for (const planName of ['A', 'B', 'C']) expect((await p.save({ planName })).statusCode).toBe(201);
      expect((await p.list()).map((plan) => plan.planName)).toEqual(['C', 'B', 'A']);
    });

    it('requires a plan name after trimming, of at most 80 characters', async () => {
      const p = await planner();
      for (const planName of ['', '   ', 'x'.repeat(81)]) {
        const response = await p.save({ planName });
        expect(response.statusCode).toBe(400);
        expect(response.json().details[0]).toMatchObject({ path: 'body.planName', message: expect.stringContaining('at most 80 characters') });
      }
      expect((await p.save({ planName: 'x'.repeat(80) })).statusCode).toBe(201);
    });

    it('validates the loan inputs and the payload shape when saving', async () => {
      const p = await planner();
      const bad = [
        savePayload(p.id, { loanAmount: 0 }),
        savePayload(p.id, { termYears: 41 }),
        savePayload(p.id, { monthlyPayment: 'a lot' }),
        savePayload(p.id, { planName: 42 }),
        savePayload(p.id, { id: 5 }),
        { planName: 'No user', ...defaults },
      ];
      for (const payload of bad) expect((await p.user.inject({ method: 'POST', url: '/api/loans/save', payload })).statusCode, JSON.stringify(payload)).toBe(400);
    });

    it('refuses another user in the body or the path with 403, and a request without a user with 401', async () => {
      const p = await planner();
      const other = await planner();
      const save = await p.save({ userId: other.id });
      expect(save.statusCode).toBe(403);
      expect(save.json().code).toBe('FORBIDDEN');
      const read = await p.user.inject({ method: 'GET', url: `/api/loans/${other.id}` });
      expect(read.statusCode).toBe(403);
      const malformed = await p.user.inject({ method: 'GET', url: '/api/loans/abc' });
      expect(malformed.statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `/api/loans/${p.id}` })).statusCode).toBe(401);
    });

    it('deletes the user’s own plan, and answers 404 for a missing or someone else’s plan', async () => {
      const p = await planner();
      const other = await planner();
      const events: unknown[] = [];
      const stops = [t.app.deps.events.on('loans.saved', (e) => void events.push(e)), t.app.deps.events.on('loans.deleted', (e) => void events.push(e))];
      const saved = savedLoanPlanSchema.parse((await p.save()).json());
      const theirs = savedLoanPlanSchema.parse((await other.save({ planName: 'Theirs' })).json());

      expect((await p.remove(theirs.id)).statusCode).toBe(404);
      expect((await p.remove(saved.id)).statusCode).toBe(204);
      expect(await p.list()).toEqual([]);
      const again = await p.remove(saved.id);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('NOT_FOUND');
      for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) expect((await p.remove(id)).statusCode, id).toBe(400);
      expect((await other.list()).map((plan) => plan.id)).toEqual([theirs.id]);
      for (const stop of stops) stop();
      expect(events).toEqual([
        { userId: p.id, planId: saved.id, at: expect.any(Date) },
        { userId: other.id, planId: theirs.id, at: expect.any(Date) },
        { userId: p.id, planId: saved.id, at: expect.any(Date) },
      ]);
    });

    it(`stops at ${LOAN_LIMITS.maxSavedPlans} saved plans with a 409 that says so`, async () => {
      const p = await planner();
      await t.db.insert(loanPlans).values(
        Array.from({ length: LOAN_LIMITS.maxSavedPlans }, (_, i) => ({
          userId: p.id,
          planName: `Plan ${i}`,
          loanAmountCents: 100_000,
          interestRate: 5,
          termYears: 10,
          monthlyPaymentCents: 1_061,
        })),
      );
      const response = await p.save();
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('up to 100 saved plans');
    });
  });
});
