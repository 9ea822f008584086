// Turns a calculation request into the plain plan plus the optional scenarios, in dollars.
import type { LoanCalculateRequest, LoanCalculation, PlanOutcome } from '../../../contract/loans';
import { computePlan, type PlanResult, type PlanTerms } from './amortization';

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

export interface LoanInputs {
  loanAmount: number;
  interestRate: number;
  termYears: number;
  extraMonthlyPayment?: number | undefined;
  residencyYears?: number | undefined;
}

export function toTerms(input: LoanInputs): PlanTerms {
  return {
    principalCents: toCents(input.loanAmount),
    annualRatePercent: input.interestRate,
    termYears: input.termYears,
    extraMonthlyCents: toCents(input.extraMonthlyPayment ?? 0),
    residencyYears: input.residencyYears ?? 0,
  };
}

export function toOutcome(plan: PlanResult): PlanOutcome {
  return {
    monthlyPayment: toDollars(plan.monthlyPaymentCents),
    finalPayment: toDollars(plan.finalPaymentCents),
    payoffMonths: plan.payoffMonths,
    capitalizedInterest: toDollars(plan.capitalizedInterestCents),
    repaymentPrincipal: toDollars(plan.repaymentPrincipalCents),
    totalInterest: toDollars(plan.totalInterestCents),
    totalAmount: toDollars(plan.totalAmountCents),
    schedule: plan.schedule.map((row) => ({
      year: row.year,
      phase: row.phase,
      principalPaid: toDollars(row.principalCents),
      interestPaid: toDollars(row.interestCents),
      interestAccrued: toDollars(row.accruedCents),
      endingBalance: toDollars(row.endingBalanceCents),
      cumulativeInterest: toDollars(row.cumulativeInterestCents),
    })),
  };
}

/** The plain plan, the plan with residency first, and that plan with the extra payment. */
export function calculateLoan(input: LoanCalculateRequest): LoanCalculation {
  const terms = toTerms(input);
  const standard = computePlan({ ...terms, extraMonthlyCents: 0, residencyYears: 0 });
  const residency = terms.residencyYears ? computePlan({ ...terms, extraMonthlyCents: 0 }) : null;
  const baseline = residency ?? standard;
  const extra = terms.extraMonthlyCents ? computePlan(terms) : null;
  return {
    loanAmount: toDollars(terms.principalCents),
    interestRate: input.interestRate,
    termYears: input.termYears,
    extraMonthlyPayment: toDollars(terms.extraMonthlyCents ?? 0),
    residencyYears: terms.residencyYears ?? 0,
    ...toOutcome(standard),
    residency: residency && toOutcome(residency),
    extraPayment: extra && {
      ...toOutcome(extra),
      monthsSaved: baseline.payoffMonths - extra.payoffMonths,
      interestSaved: toDollars(baseline.totalInterestCents - extra.totalInterestCents),
    },
  };
}

export interface PlanSummary {
  monthlyPaymentCents: number;
  totalInterest: number;
  totalAmount: number;
}

const SUMMARY_CACHE_SIZE = 2_000;
const summaryCache = new Map<string, PlanSummary>();

/**
 * What a saved plan shows: its required payment (after any residency) and the whole plan's totals.
 * Pure, so listing plans memoises it (bounded; oldest entry evicted first).
 */
export function summarizePlan(input: LoanInputs): PlanSummary {
  const terms = toTerms(input);
  const key = `${terms.principalCents}|${terms.annualRatePercent}|${terms.termYears}|${terms.extraMonthlyCents}|${terms.residencyYears}`;
  const cached = summaryCache.get(key);
  if (cached) return cached;
  const plan = computePlan(terms);
  const summary = {
    monthlyPaymentCents: plan.monthlyPaymentCents,
    totalInterest: toDollars(plan.totalInterestCents),
    totalAmount: toDollars(plan.totalAmountCents),
  };
  if (summaryCache.size >= SUMMARY_CACHE_SIZE) summaryCache.delete(summaryCache.keys().next().value ?? '');
  summaryCache.set(key, summary);
  return summary;
}
