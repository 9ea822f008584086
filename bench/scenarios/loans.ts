// Loan calculator load: the pure calculation (plain and the heaviest scenario) and the
// saved-plans list. Issue 5 sets no numbers; the targets below are ours (see the report).
import type { BenchScenario, BenchTarget, LatencyTarget } from '../types';

const PLAN_COUNT = 20;

export const scenarios: BenchScenario[] = [
  {
    name: 'POST /api/loans/calculate',
    method: 'POST',
    path: '/api/loans/calculate',
    body: { loanAmount: 200000, interestRate: 6.5, termYears: 20 },
  },
  {
    name: 'POST /api/loans/calculate (40 y, residency, extra)',
    method: 'POST',
    path: '/api/loans/calculate',
    body: { loanAmount: 2000000, interestRate: 7.05, termYears: 40, residencyYears: 10, extraMonthlyPayment: 100 },
  },
  {
    name: `GET /api/loans/1 (${PLAN_COUNT} plans)`,
    path: '/api/loans/1',
    setup: async (baseUrl) => {
      for (let i = 0; i < PLAN_COUNT; i++) {
        const response = await fetch(`${baseUrl}/api/loans/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: 1, planName: `Bench plan ${i}`, loanAmount: 50000 + i * 10000, interestRate: 6.5, termYears: 10 + i, residencyYears: i % 4 }),
        });
        if (response.status !== 201) throw new Error(`saving a bench plan answered ${response.status}`);
      }
      return undefined;
    },
    verify: async (baseUrl) => {
      const plans = (await (await fetch(`${baseUrl}/api/loans/1`)).json()) as unknown[];
      return [`loans: ${plans.length} saved plans listed (expected ${PLAN_COUNT})`];
    },
  },
];

export const targets: BenchTarget[] = [
  { scenario: 'POST /api/loans/calculate', baseline: 'GET /api/health', ratio: 0.5 },
  { scenario: `GET /api/loans/1 (${PLAN_COUNT} plans)`, baseline: 'GET /api/health', ratio: 0.25 },
];

export const latencyTargets: LatencyTarget[] = [
  { scenario: 'POST /api/loans/calculate', p99MaxMs: 100 },
  { scenario: 'POST /api/loans/calculate (40 y, residency, extra)', p99MaxMs: 150 },
  { scenario: `GET /api/loans/1 (${PLAN_COUNT} plans)`, p99MaxMs: 200 },
];
