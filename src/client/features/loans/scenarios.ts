// The scenarios a calculation holds, in the order the page shows them.
import type { LoanCalculation, PlanOutcome } from '../../../contract/loans';
import { formatUsd } from '@/lib/format';

export interface Scenario {
  key: 'standard' | 'residency' | 'extra';
  title: string;
  description: string;
  outcome: PlanOutcome;
  /** What this scenario changes compared with the one before it. */
  comparison: string | null;
}

export function scenariosOf(calculation: LoanCalculation): Scenario[] {
  const years = calculation.residencyYears;
  const scenarios: Scenario[] = [
    {
      key: 'standard',
      title: 'Standard plan',
      description: `Repay from now over ${calculation.termYears} ${calculation.termYears === 1 ? 'year' : 'years'}.`,
      outcome: calculation,
      comparison: null,
    },
  ];
  if (calculation.residency) {
    const extraInterest = calculation.residency.totalInterest - calculation.totalInterest;
    scenarios.push({
      key: 'residency',
      title: `After ${years}-year residency`,
      description: `No payments for ${years} ${years === 1 ? 'year' : 'years'}; unpaid interest is capitalised, then the ${calculation.termYears}-year term starts.`,
      outcome: calculation.residency,
      comparison: `${formatUsd(extraInterest)} more interest than the standard plan.`,
    });
  }
  if (calculation.extraPayment) {
    const { monthsSaved, interestSaved } = calculation.extraPayment;
    scenarios.push({
      key: 'extra',
      title: `With ${formatUsd(calculation.extraMonthlyPayment)} extra a month`,
      description: calculation.residency
        ? 'The residency plan, paying extra every month once repayment starts.'
        : 'The standard plan, paying extra every month.',
      outcome: calculation.extraPayment,
      comparison: `Paid off ${monthsSaved} ${monthsSaved === 1 ? 'month' : 'months'} sooner, saving ${formatUsd(interestSaved)} in interest.`,
    });
  }
  return scenarios;
}
