// Turns a calculation request into the plain plan plus the optional scenarios, in dollars.
import type { LoanCalculateRequest, LoanCalculation, PlanOutcome } from '../../../contract/loans';
import { toCents, toDollars } from '../../lib/money';
import { computePlan, type PlanResult, type PlanTerms } from './amortization';

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

/** What a saved plan shows: its required payment (after any residency) and the whole plan's totals. */
export function summarizePlan(input: LoanInputs): PlanSummary {
  const plan = computePlan(toTerms(input));
  return {
    monthlyPaymentCents: plan.monthlyPaymentCents,
    totalInterest: toDollars(plan.totalInterestCents),
    totalAmount: toDollars(plan.totalAmountCents),
  };
}

/** The key of the inputs a summary depends on (as cents, so 0.1 + 0.2 and 0.3 agree). */
export function summaryKey(input: LoanInputs): string {
  const terms = toTerms(input);
  return `${terms.principalCents}|${terms.annualRatePercent}|${terms.termYears}|${terms.extraMonthlyCents}|${terms.residencyYears}`;
}
