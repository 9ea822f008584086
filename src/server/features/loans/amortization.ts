// Fixed-rate monthly amortization in integer cents: the one place loan figures are computed.
//
// Rounding, as lenders do it: the level payment is rounded to the cent, each month's interest
// is rounded to the cent, and the final payment is whatever clears the balance. Totals are the
// sums of the payments actually made, so the schedule always adds up to them exactly; they
// differ from payment x months by that final adjustment (a few cents to a few dollars at
// ordinary rates). payment x months would charge interest on an interest-free loan whenever
// the payment rounds up (e.g. $0.80 on $100,000 at 0% over 20 years).

export interface RepaymentMonth {
  month: number;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  balanceCents: number;
}

export interface PlanTerms {
  principalCents: number;
  annualRatePercent: number;
  termYears: number;
  extraMonthlyCents?: number;
  residencyYears?: number;
}

export interface ScheduleYear {
  year: number;
  phase: 'residency' | 'repayment';
  principalCents: number;
  interestCents: number;
  accruedCents: number;
  endingBalanceCents: number;
  cumulativeInterestCents: number;
}

export interface PlanResult {
  monthlyPaymentCents: number;
  finalPaymentCents: number;
  payoffMonths: number;
  capitalizedInterestCents: number;
  repaymentPrincipalCents: number;
  totalInterestCents: number;
  totalAmountCents: number;
  schedule: ScheduleYear[];
}

export const monthlyRate = (annualRatePercent: number) => annualRatePercent / 12 / 100;

/** payment = P·r / (1 − (1 + r)^−n), or P / n at 0%; rounded to the cent and never below one cent. */
export function levelPaymentCents(principalCents: number, annualRatePercent: number, months: number): number {
  if (principalCents <= 0) return 0;
  const r = monthlyRate(annualRatePercent);
  const exact = r === 0 ? principalCents / months : (principalCents * r) / (1 - (1 + r) ** -months);
  return Math.max(1, Math.round(exact));
}

/** Month-by-month repayment of `principalCents` over at most `months`, with an optional extra payment. */
export function repaymentMonths(principalCents: number, annualRatePercent: number, months: number, extraMonthlyCents = 0): RepaymentMonth[] {
  const r = monthlyRate(annualRatePercent);
  const payment = levelPaymentCents(principalCents, annualRatePercent, months);
  const rows: RepaymentMonth[] = [];
  let balance = principalCents;
  for (let month = 1; month <= months && balance > 0; month++) {
    const interest = Math.round(balance * r);
    const scheduled = payment + extraMonthlyCents;
    // The last month, or a payment that would overshoot, clears the balance exactly.
    const isFinal = month === months || balance + interest <= scheduled;
    const paid = isFinal ? balance + interest : scheduled;
    const principal = paid - interest;
    balance -= principal;
    rows.push({ month, paymentCents: paid, principalCents: principal, interestCents: interest, balanceCents: balance });
  }
  return rows;
}

/**
 * Unpaid interest over a residency (forbearance) period: simple interest on the principal,
 * capitalised when it ends. Returns the cumulative accrual at the end of each year, rounded
 * from the exact cumulative figure so the yearly amounts add up to the total.
 */
export function residencyAccrualCents(principalCents: number, annualRatePercent: number, years: number): number[] {
  const perYear = (principalCents * annualRatePercent) / 100;
  return Array.from({ length: years }, (_, i) => Math.round(perYear * (i + 1)));
}

export function computePlan(terms: PlanTerms): PlanResult {
  const { principalCents, annualRatePercent, termYears } = terms;
  const extra = terms.extraMonthlyCents ?? 0;
  const residencyYears = terms.residencyYears ?? 0;
  const schedule: ScheduleYear[] = [];

  const accrued = residencyAccrualCents(principalCents, annualRatePercent, residencyYears);
  accrued.forEach((cumulative, i) => {
    schedule.push({
      year: i + 1,
      phase: 'residency',
      principalCents: 0,
      interestCents: 0,
      accruedCents: cumulative - (accrued[i - 1] ?? 0),
      endingBalanceCents: principalCents + cumulative,
      cumulativeInterestCents: cumulative,
    });
  });
  const capitalized = accrued.at(-1) ?? 0;
  const repaymentPrincipal = principalCents + capitalized;

  const months = repaymentMonths(repaymentPrincipal, annualRatePercent, termYears * 12, extra);
  let cumulativeInterest = capitalized;
  for (let start = 0; start < months.length; start += 12) {
    const chunk = months.slice(start, start + 12);
    const principal = sum(chunk.map((m) => m.principalCents));
    const interest = sum(chunk.map((m) => m.interestCents));
    cumulativeInterest += interest;
    schedule.push({
      year: residencyYears + start / 12 + 1,
      phase: 'repayment',
      principalCents: principal,
      interestCents: interest,
      accruedCents: 0,
      endingBalanceCents: chunk.at(-1)?.balanceCents ?? 0,
      cumulativeInterestCents: cumulativeInterest,
    });
  }

  const totalAmount = sum(months.map((m) => m.paymentCents));
  return {
    monthlyPaymentCents: levelPaymentCents(repaymentPrincipal, annualRatePercent, termYears * 12),
    finalPaymentCents: months.at(-1)?.paymentCents ?? 0,
    payoffMonths: months.length,
    capitalizedInterestCents: capitalized,
    repaymentPrincipalCents: repaymentPrincipal,
    totalInterestCents: totalAmount - principalCents,
    totalAmountCents: totalAmount,
    schedule,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
