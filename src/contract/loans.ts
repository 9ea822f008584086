// Loan calculator and saved plans (spec §2, §3, §5, §7): request and response schemas.
// Money crosses the wire in US dollars rounded to cents; the server works in integer cents.
import { z } from 'zod';
import { isoDateSchema, isWholeCents, userIdSchema } from './common';

/** Upper bounds we chose (the spec gives only lower ones); both sides state them. */
export const LOAN_LIMITS = {
  maxLoanAmount: 2_000_000,
  maxInterestRate: 30,
  maxTermYears: 40,
  maxExtraMonthlyPayment: 100_000,
  maxResidencyYears: 10,
  planNameMaxLength: 80,
  maxSavedPlans: 100,
} as const;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The rule for each input, in words, as shown beside the field and in server errors. */
export const LOAN_FIELD_RULES = {
  loanAmount: `Loan amount must be more than $0 and at most ${dollars(LOAN_LIMITS.maxLoanAmount)}, in whole cents.`,
  interestRate: `Interest rate must be from 0% to ${LOAN_LIMITS.maxInterestRate}%.`,
  termYears: `Term must be a whole number of years from 1 to ${LOAN_LIMITS.maxTermYears}.`,
  extraMonthlyPayment: `Extra monthly payment must be from $0 to ${dollars(LOAN_LIMITS.maxExtraMonthlyPayment)}, in whole cents.`,
  residencyYears: `Residency must be a whole number of years from 0 to ${LOAN_LIMITS.maxResidencyYears}.`,
  planName: `Plan name is required (at most ${LOAN_LIMITS.planNameMaxLength} characters).`,
} as const;

const numberField = (rule: string) => z.number({ error: rule });

export const loanAmountSchema = numberField(LOAN_FIELD_RULES.loanAmount)
  .gt(0, LOAN_FIELD_RULES.loanAmount)
  .max(LOAN_LIMITS.maxLoanAmount, LOAN_FIELD_RULES.loanAmount)
  .refine(isWholeCents, LOAN_FIELD_RULES.loanAmount);
export const interestRateSchema = numberField(LOAN_FIELD_RULES.interestRate)
  .min(0, LOAN_FIELD_RULES.interestRate)
  .max(LOAN_LIMITS.maxInterestRate, LOAN_FIELD_RULES.interestRate);
export const termYearsSchema = numberField(LOAN_FIELD_RULES.termYears)
  .int(LOAN_FIELD_RULES.termYears)
  .min(1, LOAN_FIELD_RULES.termYears)
  .max(LOAN_LIMITS.maxTermYears, LOAN_FIELD_RULES.termYears);
export const extraMonthlyPaymentSchema = numberField(LOAN_FIELD_RULES.extraMonthlyPayment)
  .min(0, LOAN_FIELD_RULES.extraMonthlyPayment)
  .max(LOAN_LIMITS.maxExtraMonthlyPayment, LOAN_FIELD_RULES.extraMonthlyPayment)
  .refine(isWholeCents, LOAN_FIELD_RULES.extraMonthlyPayment);
export const residencyYearsSchema = numberField(LOAN_FIELD_RULES.residencyYears)
  .int(LOAN_FIELD_RULES.residencyYears)
  .min(0, LOAN_FIELD_RULES.residencyYears)
  .max(LOAN_LIMITS.maxResidencyYears, LOAN_FIELD_RULES.residencyYears);

const loanInputShape = {
  loanAmount: loanAmountSchema,
  interestRate: interestRateSchema,
  termYears: termYearsSchema,
  /** Optional, beyond the spec: paid every month on top of the required payment. */
  extraMonthlyPayment: extraMonthlyPaymentSchema.optional(),
  /** Optional, beyond the spec: years without payments before repayment starts. */
  residencyYears: residencyYearsSchema.optional(),
};

export const loanCalculateRequestSchema = z.strictObject(loanInputShape);
export type LoanCalculateRequest = z.infer<typeof loanCalculateRequestSchema>;

export const amortizationRowSchema = z.object({
  /** Counted from the start of the plan: residency years come first. */
  year: z.number().int(),
  phase: z.enum(['residency', 'repayment']),
  principalPaid: z.number(),
  interestPaid: z.number(),
  /** Interest that accrued unpaid this year (residency only; capitalised when it ends). */
  interestAccrued: z.number(),
  /** What is owed at the end of the year, accrued interest included. */
  endingBalance: z.number(),
  /** Interest so far: accrued during residency plus paid during repayment. */
  cumulativeInterest: z.number(),
});
export type AmortizationRow = z.infer<typeof amortizationRowSchema>;

export const planOutcomeSchema = z.object({
  /** The required level monthly payment during repayment. */
  monthlyPayment: z.number(),
  /** The last payment, which clears the balance exactly (it absorbs the cent rounding). */
  finalPayment: z.number(),
  /** Months of repayment actually needed (fewer than the term with extra payments). */
  payoffMonths: z.number().int(),
  /** Interest added to the principal when residency ends. */
  capitalizedInterest: z.number(),
  /** The balance when repayment starts. */
  repaymentPrincipal: z.number(),
  totalInterest: z.number(),
  totalAmount: z.number(),
  schedule: z.array(amortizationRowSchema),
});
export type PlanOutcome = z.infer<typeof planOutcomeSchema>;

export const extraPaymentOutcomeSchema = planOutcomeSchema.extend({
  monthsSaved: z.number().int(),
  interestSaved: z.number(),
});
export type ExtraPaymentOutcome = z.infer<typeof extraPaymentOutcomeSchema>;

/** Spec §3 loan calculation result (the plain plan at the top level) plus the scenarios. */
export const loanCalculationSchema = planOutcomeSchema.extend({
  loanAmount: z.number(),
  interestRate: z.number(),
  termYears: z.number().int(),
  extraMonthlyPayment: z.number(),
  residencyYears: z.number().int(),
  /** The plan with the residency period first; null without one. */
  residency: planOutcomeSchema.nullable(),
  /** The plan (after any residency) with the extra payment; null without one. */
  extraPayment: extraPaymentOutcomeSchema.nullable(),
});
export type LoanCalculation = z.infer<typeof loanCalculationSchema>;

export const planNameSchema = z
  .string({ error: LOAN_FIELD_RULES.planName })
  .trim()
  .min(1, LOAN_FIELD_RULES.planName)
  .max(LOAN_LIMITS.planNameMaxLength, LOAN_FIELD_RULES.planName);

export const loanSaveRequestSchema = z.strictObject({
  userId: userIdSchema,
  planName: planNameSchema,
  ...loanInputShape,
  /** Spec §7 sends it; the server recomputes the payment and never stores the client's figure. */
  monthlyPayment: z.number({ error: 'Monthly payment must be a number' }).min(0).optional(),
});
export type LoanSaveRequest = z.input<typeof loanSaveRequestSchema>;

/** Spec §3 loan plan, plus the options and the totals of the whole plan. */
export const savedLoanPlanSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  planName: z.string(),
  loanAmount: z.number(),
  interestRate: z.number(),
  termYears: z.number().int(),
  monthlyPayment: z.number(),
  extraMonthlyPayment: z.number(),
  residencyYears: z.number().int(),
  totalInterest: z.number(),
  totalAmount: z.number(),
  createdAt: isoDateSchema,
});
export type SavedLoanPlan = z.infer<typeof savedLoanPlanSchema>;
export const savedLoanPlanListSchema = z.array(savedLoanPlanSchema);

/** Plan ids are PostgreSQL integers: a bigger number is a 400, not a database error. */
export const loanPlanIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
