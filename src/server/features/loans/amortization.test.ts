// The amortization formula against values derived by hand (derivations in the comments).
import { describe, expect, it } from 'vitest';
import { computePlan, levelPaymentCents, repaymentMonths, residencyAccrualCents } from './amortization';

describe('level payment: P·r / (1 − (1 + r)^−n), rounded to the cent', () => {
  it('matches a two-month loan worked by hand', () => {
    // P = $1,000, 12 %/year -> r = 0.01, n = 2.
    // 1 − 1.01^−2 = 1 − 1/1.0201 = 0.0201/1.0201
    // payment = 1000 · 0.01 · 1.0201 / 0.0201 = 10.201 / 0.0201 = 507.5124... -> $507.51
    expect(levelPaymentCents(100_000, 12, 2)).toBe(50_751);
  });

  it('matches a one-year loan worked by hand', () => {
    // P = $100,000, r = 0.01, n = 12. 1.01^12 by squaring:
    // 1.01² = 1.0201; 1.0201² = 1.04060401; 1.04060401² = 1.0828567056280801;
    // 1.01^12 = 1.0828567056280801 · 1.04060401 = 1.1268250301319697...
    // payment = 1000 · 1.12682503013197 / 0.12682503013197 = 8,884.8788... -> $8,884.88
    expect(levelPaymentCents(10_000_000, 12, 12)).toBe(888_488);
  });

  it('matches the page defaults: $200,000 at 6.5 % over 20 years', () => {
    // r = 0.065 / 12 = 0.0054166667, n = 240.
    // ln(1 + r) = r − r²/2 + r³/3 − r⁴/4 = 0.0054166667 − 0.0000146701 + 0.0000000530 − 0.0000000002
    //           = 0.0054020493; · 240 = 1.2964918294; e^1.2964918294 = 3.6564467019 = (1 + r)^240
    // payment = 200000 · 0.0054166667 · 3.6564467019 / 2.6564467019 = 1,491.14627... -> $1,491.15
    expect(levelPaymentCents(20_000_000, 6.5, 240)).toBe(149_115);
  });

  it('gives P / n at 0 %', () => {
    // $100,000 / 240 = 416.6666... -> $416.67
    expect(levelPaymentCents(10_000_000, 0, 240)).toBe(41_667);
    // $1,200 / 12 = $100.00 exactly
    expect(levelPaymentCents(120_000, 0, 12)).toBe(10_000);
  });

  it('never rounds a payment down to nothing', () => {
    // $0.01 over 40 years is 0.002 cents a month: the payment is one cent and the loan ends in a month.
    expect(levelPaymentCents(1, 3, 480)).toBe(1);
    expect(repaymentMonths(1, 3, 480)).toEqual([{ month: 1, paymentCents: 1, principalCents: 1, interestCents: 0, balanceCents: 0 }]);
  });
});

describe('repayment month by month', () => {
  it('rounds each month’s interest to the cent and clears the balance with the final payment', () => {
    // Month 1: interest 1000.00 · 0.01 = 10.00; principal 507.51 − 10.00 = 497.51; balance 502.49.
    // Month 2: interest 502.49 · 0.01 = 5.0249 -> 5.02; final payment 502.49 + 5.02 = 507.51.
    expect(repaymentMonths(100_000, 12, 2)).toEqual([
      { month: 1, paymentCents: 50_751, principalCents: 49_751, interestCents: 1_000, balanceCents: 50_249 },
      { month: 2, paymentCents: 50_751, principalCents: 50_249, interestCents: 502, balanceCents: 0 },
    ]);
  });

  it('applies an extra payment to principal and stops once the loan is paid', () => {
    // Extra $500: month 1 pays 1,007.51 of the 1,010.00 owed -> balance 2.49;
    // month 2: interest 0.0249 -> 0.02, final payment 2.51. Interest 10.02 instead of 15.02.
    const withFive = repaymentMonths(100_000, 12, 2, 50_000);
    expect(withFive.map((m) => m.paymentCents)).toEqual([100_751, 251]);
    expect(withFive.map((m) => m.interestCents)).toEqual([1_000, 2]);
    // Extra $600: 1,107.51 covers the 1,010.00 owed in month 1, so the loan ends a month early.
    expect(repaymentMonths(100_000, 12, 2, 60_000)).toEqual([
      { month: 1, paymentCents: 101_000, principalCents: 100_000, interestCents: 1_000, balanceCents: 0 },
    ]);
  });
});

describe('computePlan', () => {
  it('totals the default plan from the payments actually made', () => {
    const plan = computePlan({ principalCents: 20_000_000, annualRatePercent: 6.5, termYears: 20 });
    expect(plan.monthlyPaymentCents).toBe(149_115);
    expect(plan.payoffMonths).toBe(240);
    // The payment is rounded up by δ = 1491.15 − 1491.14627 = 0.00373 a month. Over 239 months that
    // builds up δ · ((1 + r)^239 − 1) / r = $1.815, so the final payment is about
    // 1491.146 − 1.815 · 1.0054 = $1,489.32 (plus or minus the monthly cent rounding of interest).
    expect(Math.abs(plan.finalPaymentCents - 148_932)).toBeLessThanOrEqual(25);
    // Total = 239 level payments + the final one; interest = total − principal.
    expect(plan.totalAmountCents).toBe(149_115 * 239 + plan.finalPaymentCents);
    expect(plan.totalInterestCents).toBe(plan.totalAmountCents - 20_000_000);
    // Within a few dollars of payment × n = $357,876.00.
    expect(Math.abs(plan.totalAmountCents - 149_115 * 240)).toBeLessThan(300);
    expect(plan.totalAmountCents).toBe(35_787_429);
  });

  it('charges no interest at 0 % and the final payment takes the rounding', () => {
    // 239 · 416.67 = 99,584.13; final payment 100,000 − 99,584.13 = $415.87.
    const plan = computePlan({ principalCents: 10_000_000, annualRatePercent: 0, termYears: 20 });
    expect(plan.monthlyPaymentCents).toBe(41_667);
    expect(plan.finalPaymentCents).toBe(41_587);
    expect(plan.totalInterestCents).toBe(0);
    expect(plan.totalAmountCents).toBe(10_000_000);
    expect(plan.schedule.every((row) => row.interestCents === 0)).toBe(true);
  });

  it('rounds a 0 % payment that is not a whole number of cents', () => {
    // $100,000.01 / 12 = 8,333.33416... -> $8,333.33; final 100,000.01 − 11 · 8,333.33 = $8,333.38.
    const plan = computePlan({ principalCents: 10_000_001, annualRatePercent: 0, termYears: 1 });
    expect(plan.monthlyPaymentCents).toBe(833_333);
    expect(plan.finalPaymentCents).toBe(833_338);
    expect(plan.totalAmountCents).toBe(10_000_001);
  });

  it('capitalises simple interest accrued over residency, then amortizes the larger balance', () => {
    // $200,000 at 6.5 % for 3 years unpaid: 200,000 · 0.065 · 3 = $39,000 accrued, $13,000 a year.
    // Repayment starts at $239,000: payment = 1,491.14627 · 239/200 = 1,781.9198 -> $1,781.92.
    const plan = computePlan({ principalCents: 20_000_000, annualRatePercent: 6.5, termYears: 20, residencyYears: 3 });
    expect(plan.capitalizedInterestCents).toBe(3_900_000);
    expect(plan.repaymentPrincipalCents).toBe(23_900_000);
    expect(plan.monthlyPaymentCents).toBe(178_192);
    expect(plan.schedule.slice(0, 3)).toEqual([
      { year: 1, phase: 'residency', principalCents: 0, interestCents: 0, accruedCents: 1_300_000, endingBalanceCents: 21_300_000, cumulativeInterestCents: 1_300_000 },
      { year: 2, phase: 'residency', principalCents: 0, interestCents: 0, accruedCents: 1_300_000, endingBalanceCents: 22_600_000, cumulativeInterestCents: 2_600_000 },
      { year: 3, phase: 'residency', principalCents: 0, interestCents: 0, accruedCents: 1_300_000, endingBalanceCents: 23_900_000, cumulativeInterestCents: 3_900_000 },
    ]);
    expect(plan.schedule[3]).toMatchObject({ year: 4, phase: 'repayment' });
    expect(plan.schedule.at(-1)?.year).toBe(23);
    // Interest includes what was capitalised: total paid − the $200,000 borrowed.
    expect(plan.totalInterestCents).toBe(plan.totalAmountCents - 20_000_000);
  });

  it('rounds cumulative accrual so the years add up to the capitalised total', () => {
    // $1,000.01 at 3.333 %: 33.3303333 a year -> cumulative 3,333.03; 6,666.07; 9,999.10 cents.
    expect(residencyAccrualCents(100_001, 3.333, 3)).toEqual([3_333, 6_666, 9_999]);
    const plan = computePlan({ principalCents: 100_001, annualRatePercent: 3.333, termYears: 1, residencyYears: 3 });
    expect(plan.schedule.slice(0, 3).map((row) => row.accruedCents)).toEqual([3_333, 3_333, 3_333]);
    expect(plan.capitalizedInterestCents).toBe(9_999);
  });

  it('pays off sooner with an extra payment and saves interest', () => {
    const base = computePlan({ principalCents: 20_000_000, annualRatePercent: 6.5, termYears: 20 });
    const extra = computePlan({ principalCents: 20_000_000, annualRatePercent: 6.5, termYears: 20, extraMonthlyCents: 20_000 });
    expect(extra.monthlyPaymentCents).toBe(base.monthlyPaymentCents);
    expect(extra.payoffMonths).toBeLessThan(base.payoffMonths);
    expect(extra.totalInterestCents).toBeLessThan(base.totalInterestCents);
    expect(extra.schedule.at(-1)?.endingBalanceCents).toBe(0);
  });
});

describe('the schedule adds up to the totals', () => {
  const cases = [
    { principalCents: 20_000_000, annualRatePercent: 6.5, termYears: 20 },
    { principalCents: 5_000_000, annualRatePercent: 5.5, termYears: 10, residencyYears: 4 },
    { principalCents: 30_000_000, annualRatePercent: 7.05, termYears: 25, extraMonthlyCents: 50_000, residencyYears: 5 },
    { principalCents: 12_345_678, annualRatePercent: 0, termYears: 7, extraMonthlyCents: 1 },
    { principalCents: 200_000_000, annualRatePercent: 30, termYears: 40, residencyYears: 10, extraMonthlyCents: 10_000_000 },
    { principalCents: 200_000_000, annualRatePercent: 30, termYears: 40 },
    { principalCents: 99, annualRatePercent: 0.01, termYears: 40 },
  ];

  it.each(cases)('%o', (terms) => {
    const plan = computePlan(terms);
    const repayment = plan.schedule.filter((row) => row.phase === 'repayment');
    const principal = repayment.reduce((t, row) => t + row.principalCents, 0);
    const interest = repayment.reduce((t, row) => t + row.interestCents, 0);
    const accrued = plan.schedule.reduce((t, row) => t + row.accruedCents, 0);
    expect(principal).toBe(plan.repaymentPrincipalCents);
    expect(accrued).toBe(plan.capitalizedInterestCents);
    expect(principal + interest).toBe(plan.totalAmountCents);
    expect(accrued + interest).toBe(plan.totalInterestCents);
    expect(plan.schedule.at(-1)?.endingBalanceCents).toBe(0);
    expect(plan.schedule.at(-1)?.cumulativeInterestCents).toBe(plan.totalInterestCents);
    expect(plan.payoffMonths).toBeLessThanOrEqual(terms.termYears * 12);
    expect(repayment.length).toBe(Math.ceil(plan.payoffMonths / 12));
    for (const row of plan.schedule) {
      for (const value of [row.principalCents, row.interestCents, row.accruedCents, row.endingBalanceCents]) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
