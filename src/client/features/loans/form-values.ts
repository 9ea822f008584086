// The calculator's text fields -> a calculation request, checked with the contract's rules
// (spec §5) so the page can say what is wrong beside each field before asking the server.
import type { z } from 'zod';
import { LOAN_DEFAULTS } from '../../../contract/constants';
import {
  extraMonthlyPaymentSchema,
  interestRateSchema,
  type LoanCalculateRequest,
  loanAmountSchema,
  residencyYearsSchema,
  termYearsSchema,
} from '../../../contract/loans';

export const LOAN_FIELDS = ['loanAmount', 'interestRate', 'termYears', 'extraMonthlyPayment', 'residencyYears'] as const;
export type LoanField = (typeof LOAN_FIELDS)[number];
export type LoanFormValues = Record<LoanField, string>;
export type LoanFieldErrors = Partial<Record<LoanField, string>>;

export const DEFAULT_FORM_VALUES: LoanFormValues = {
  loanAmount: String(LOAN_DEFAULTS.loanAmount),
  interestRate: String(LOAN_DEFAULTS.interestRate),
  termYears: String(LOAN_DEFAULTS.termYears),
  extraMonthlyPayment: '',
  residencyYears: '',
};

const SCHEMAS: Record<LoanField, z.ZodType<number>> = {
  loanAmount: loanAmountSchema,
  interestRate: interestRateSchema,
  termYears: termYearsSchema,
  extraMonthlyPayment: extraMonthlyPaymentSchema,
  residencyYears: residencyYearsSchema,
};
const OPTIONAL: readonly LoanField[] = ['extraMonthlyPayment', 'residencyYears'];

/** "200,000", "$ 1,500.50" and "6.5%" are numbers; anything else with letters is not. */
export function parseNumber(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/%$/, '').replaceAll(',', '').trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

export type ParsedLoanForm = { ok: true; request: LoanCalculateRequest } | { ok: false; errors: LoanFieldErrors };

export function parseLoanForm(values: LoanFormValues): ParsedLoanForm {
  const errors: LoanFieldErrors = {};
  const numbers: Partial<Record<LoanField, number>> = {};
  for (const field of LOAN_FIELDS) {
    const text = values[field].trim();
    if (text === '' && OPTIONAL.includes(field)) continue;
    const result = SCHEMAS[field].safeParse(parseNumber(text));
    if (result.success) numbers[field] = result.data;
    else errors[field] = result.error.issues[0]?.message ?? 'Enter a number';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const request: LoanCalculateRequest = {
    loanAmount: numbers.loanAmount ?? 0,
    interestRate: numbers.interestRate ?? 0,
    termYears: numbers.termYears ?? 0,
  };
  if (numbers.extraMonthlyPayment) request.extraMonthlyPayment = numbers.extraMonthlyPayment;
  if (numbers.residencyYears) request.residencyYears = numbers.residencyYears;
  return { ok: true, request };
}

/** Back from a request (a saved plan) to the text fields. */
export function toFormValues(plan: LoanCalculateRequest): LoanFormValues {
  return {
    loanAmount: String(plan.loanAmount),
    interestRate: String(plan.interestRate),
    termYears: String(plan.termYears),
    extraMonthlyPayment: plan.extraMonthlyPayment ? String(plan.extraMonthlyPayment) : '',
    residencyYears: plan.residencyYears ? String(plan.residencyYears) : '',
  };
}

export function sameRequest(a: LoanCalculateRequest | null, b: LoanCalculateRequest | null): boolean {
  if (!a || !b) return false;
  return (
    a.loanAmount === b.loanAmount &&
    a.interestRate === b.interestRate &&
    a.termYears === b.termYears &&
    (a.extraMonthlyPayment ?? 0) === (b.extraMonthlyPayment ?? 0) &&
    (a.residencyYears ?? 0) === (b.residencyYears ?? 0)
  );
}

/** Server validation details (path "body.loanAmount") -> field errors. */
export function fieldErrorsFromDetails(details: readonly { path: string; message: string }[]): LoanFieldErrors {
  const errors: LoanFieldErrors = {};
  for (const detail of details) {
    const field = detail.path.split('.')[1];
    if (field && (LOAN_FIELDS as readonly string[]).includes(field)) errors[field as LoanField] = detail.message;
  }
  return errors;
}
