// The loan calculator and saved plans: the server recomputes every figure from the inputs.
import { LOAN_LIMITS, type LoanCalculateRequest, type LoanCalculation, type SavedLoanPlan } from '../../../contract/loans';
import { AppError, notFound } from '../../errors';
import type { AppDeps } from '../feature';
import { toCents, toDollars } from '../../lib/money';
import { calculateLoan, type LoanInputs, type PlanSummary, summarizePlan, summaryKey } from './calculate';
import { countPlans, deletePlan, insertPlan, type LoanPlanRow, listPlans } from './repo';

export interface SavePlanInput extends LoanInputs {
  planName: string;
}

/** Summaries kept for listing saved plans (pure, so memoised; oldest dropped first). */
const SUMMARY_CACHE_SIZE = 2_000;

export function createLoansService(deps: Pick<AppDeps, 'db' | 'clock' | 'events'>) {
  const summaries = new Map<string, PlanSummary>();
  const summary = (input: LoanInputs): PlanSummary => {
    const key = summaryKey(input);
    const cached = summaries.get(key);
    if (cached) return cached;
    const computed = summarizePlan(input);
    if (summaries.size >= SUMMARY_CACHE_SIZE) summaries.delete(summaries.keys().next().value ?? '');
    summaries.set(key, computed);
    return computed;
  };

  const toSavedPlan = (row: LoanPlanRow): SavedLoanPlan => {
    const inputs: LoanInputs = {
      loanAmount: toDollars(row.loanAmountCents),
      interestRate: row.interestRate,
      termYears: row.termYears,
      extraMonthlyPayment: toDollars(row.extraMonthlyCents),
      residencyYears: row.residencyYears,
    };
    const { totalInterest, totalAmount } = summary(inputs);
    return {
      id: row.id,
      userId: row.userId,
      planName: row.planName,
      loanAmount: inputs.loanAmount,
      interestRate: row.interestRate,
      termYears: row.termYears,
      monthlyPayment: toDollars(row.monthlyPaymentCents),
      extraMonthlyPayment: toDollars(row.extraMonthlyCents),
      residencyYears: row.residencyYears,
      totalInterest,
      totalAmount,
      createdAt: row.createdAt.toISOString(),
    };
  };

  return {
    /** The plain plan, the plan with residency first, and that plan with the extra payment. */
    calculate(input: LoanCalculateRequest): LoanCalculation {
      return calculateLoan(input);
    },

    async listPlans(userId: number): Promise<SavedLoanPlan[]> {
      const rows = await listPlans(deps.db, userId);
      return rows.map(toSavedPlan);
    },

    async savePlan(userId: number, input: SavePlanInput): Promise<SavedLoanPlan> {
      const planName = input.planName.trim();
      if (!planName) throw new AppError('VALIDATION_FAILED', 'Plan name is required');
      if ((await countPlans(deps.db, userId)) >= LOAN_LIMITS.maxSavedPlans) {
        throw new AppError('CONFLICT', `You can keep up to ${LOAN_LIMITS.maxSavedPlans} saved plans. Delete one to save another.`);
      }
      // The client's monthlyPayment is never trusted: the payment is recomputed from the inputs.
      const { monthlyPaymentCents } = summary(input);
      const row = await insertPlan(deps.db, {
        userId,
        planName,
        loanAmountCents: toCents(input.loanAmount),
        interestRate: input.interestRate,
        termYears: input.termYears,
        monthlyPaymentCents,
        extraMonthlyCents: toCents(input.extraMonthlyPayment ?? 0),
        residencyYears: input.residencyYears ?? 0,
        createdAt: deps.clock.now(),
      });
      deps.events.emit('loans.saved', { userId, planId: row.id, at: row.createdAt });
      return toSavedPlan(row);
    },

    async deletePlan(userId: number, id: number): Promise<void> {
      // Another user's plan is reported as missing, so ids reveal nothing.
      if (!(await deletePlan(deps.db, id, userId))) throw notFound('Loan plan');
      deps.events.emit('loans.deleted', { userId, planId: id, at: deps.clock.now() });
    },
  };
}
