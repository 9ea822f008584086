// The dollars-facing layer: scenarios, savings and saved-plan summaries.
import { describe, expect, it } from 'vitest';
import { calculateLoan, summarizePlan, summaryKey } from './calculate';

describe('calculateLoan', () => {
  it('returns only the plain plan when no option is set', () => {
    const result = calculateLoan({ loanAmount: 200000, interestRate: 6.5, termYears: 20 });
    expect(result).toMatchObject({ monthlyPayment: 1491.15, totalAmount: 357874.29, residency: null, extraPayment: null });
  });

  it('measures extra-payment savings against the same plan without the extra payment', () => {
    const withResidency = calculateLoan({ loanAmount: 200000, interestRate: 6.5, termYears: 20, residencyYears: 3, extraMonthlyPayment: 250 });
    const residency = withResidency.residency;
    const extra = withResidency.extraPayment;
    expect(residency?.monthlyPayment).toBe(1781.92);
    expect(extra?.repaymentPrincipal).toBe(239000);
    expect(extra?.monthsSaved).toBe((residency?.payoffMonths ?? 0) - (extra?.payoffMonths ?? 0));
    expect(extra?.interestSaved).toBeCloseTo((residency?.totalInterest ?? 0) - (extra?.totalInterest ?? 0), 2);

    const plainExtra = calculateLoan({ loanAmount: 200000, interestRate: 6.5, termYears: 20, extraMonthlyPayment: 250 }).extraPayment;
    expect(plainExtra?.monthsSaved).toBe(240 - (plainExtra?.payoffMonths ?? 0));
    expect(plainExtra?.interestSaved).toBeCloseTo(157874.29 - (plainExtra?.totalInterest ?? 0), 2);
  });

  it('keeps every amount in whole cents', () => {
    const result = calculateLoan({ loanAmount: 123456.78, interestRate: 4.321, termYears: 13, residencyYears: 2, extraMonthlyPayment: 33.33 });
    const amounts = [result, result.residency, result.extraPayment].flatMap((plan) =>
      plan ? [plan.monthlyPayment, plan.totalAmount, plan.totalInterest, ...plan.schedule.flatMap((r) => [r.principalPaid, r.interestPaid, r.endingBalance])] : [],
    );
    for (const amount of amounts) expect(Math.round(amount * 100) / 100).toBe(amount);
  });
});

describe('summarizePlan', () => {
  it('gives the payment after residency and the totals of the whole plan', () => {
    const input = { loanAmount: 200000, interestRate: 6.5, termYears: 20, residencyYears: 3, extraMonthlyPayment: 250 };
    const full = calculateLoan(input);
    const first = summarizePlan(input);
    expect(first).toEqual({ monthlyPaymentCents: 178_192, totalInterest: full.extraPayment?.totalInterest, totalAmount: full.extraPayment?.totalAmount });
    expect(summaryKey({ ...input, loanAmount: 199999.999999999 })).toBe(summaryKey(input));
    expect(summarizePlan({ ...input, residencyYears: 0 }).monthlyPaymentCents).toBe(149_115);
  });
});
