// The server's figures: the plain plan (spec §3), the scenarios side by side, chart and schedule.
import { lazy, Suspense, useState } from 'react';
import type { LoanCalculation } from '../../../../contract/loans';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/format';
import { formatMonths, formatRate } from '../format';
import { type Scenario, scenariosOf } from '../scenarios';
import { ScheduleTable } from './schedule-table';

const BalanceChart = lazy(() => import('./balance-chart'));

export function LoanResults({ calculation, stale }: { calculation: LoanCalculation; stale: boolean }) {
  const scenarios = scenariosOf(calculation);
  const [selected, setSelected] = useState<Scenario['key']>('standard');
  const active = scenarios.find((s) => s.key === selected) ?? scenarios[0];

  return (
    <div className={cn('flex flex-col gap-6 transition-opacity', stale && 'opacity-75')}>
      {stale && (
        <Alert variant="info">
          <AlertDescription>Your inputs have changed since this calculation. Press Calculate to update the results.</AlertDescription>
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">
        {formatUsd(calculation.loanAmount)} at {formatRate(calculation.interestRate)} over {calculation.termYears}{' '}
        {calculation.termYears === 1 ? 'year' : 'years'}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3" aria-label="Loan results">
        <Figure label="Monthly payment" value={formatUsd(calculation.monthlyPayment)} emphasis />
        <Figure label="Total interest" value={formatUsd(calculation.totalInterest)} />
        <Figure label="Total paid" value={formatUsd(calculation.totalAmount)} />
      </dl>
      {calculation.finalPayment !== calculation.monthlyPayment && (
        <p className="-mt-3 text-xs text-muted-foreground">
          The last payment is {formatUsd(calculation.finalPayment)}: it clears the balance to the cent, so the total paid can differ
          slightly from the monthly payment times the number of months.
        </p>
      )}

      {scenarios.length > 1 && (
        <section aria-labelledby="scenarios-heading" className="flex flex-col gap-3">
          <h3 id="scenarios-heading" className="text-base font-semibold">
            Scenarios side by side
          </h3>
          <div className={cn('grid gap-3', scenarios.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2')}>
            {scenarios.map((scenario) => (
              <ScenarioCard key={scenario.key} scenario={scenario} extra={scenario.key === 'extra' ? calculation.extraMonthlyPayment : 0} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="schedule-heading" className="flex flex-col gap-3">
        <h3 id="schedule-heading" className="text-base font-semibold">
          Balance and interest over time
        </h3>
        {scenarios.length > 1 ? (
          <Tabs value={active?.key} onValueChange={(value) => setSelected(value as Scenario['key'])}>
            <TabsList aria-label="Scenario shown in the chart and schedule" className="h-auto">
              {scenarios.map((scenario) => (
                <TabsTrigger key={scenario.key} value={scenario.key} className="min-h-10">
                  {TAB_LABELS[scenario.key]}
                </TabsTrigger>
              ))}
            </TabsList>
            {scenarios.map((scenario) => (
              <TabsContent key={scenario.key} value={scenario.key}>
                <ScenarioDetail scenario={scenario} loanAmount={calculation.loanAmount} />
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          active && <ScenarioDetail scenario={active} loanAmount={calculation.loanAmount} />
        )}
      </section>
    </div>
  );
}

const TAB_LABELS: Record<Scenario['key'], string> = { standard: 'Standard', residency: 'Residency', extra: 'Extra payments' };

function ScenarioDetail({ scenario, loanAmount }: { scenario: Scenario; loanAmount: number }) {
  return (
    <div className="flex flex-col gap-3">
      <figure className="flex flex-col gap-2" aria-label={`Chart of balance owed and cumulative interest by year: ${scenario.title}`}>
        <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
          <BalanceChart rows={scenario.outcome.schedule} loanAmount={loanAmount} />
        </Suspense>
        <figcaption className="text-xs text-muted-foreground">
          {scenario.title}: balance owed and interest so far at the end of each year. The schedule below has the same figures.
        </figcaption>
      </figure>
      <ScheduleTable rows={scenario.outcome.schedule} caption={`Yearly amortization schedule: ${scenario.title}`} />
    </div>
  );
}

function Figure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className={cn('rounded-lg border border-border p-4', emphasis ? 'bg-accent' : 'bg-card')}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold tabular-nums', emphasis && 'text-primary')}>{value}</dd>
    </div>
  );
}

function ScenarioCard({ scenario, extra }: { scenario: Scenario; extra: number }) {
  const { outcome } = scenario;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4" aria-label={scenario.title}>
      <header className="flex flex-col gap-1">
        <h4 className="font-semibold">{scenario.title}</h4>
        <p className="text-xs text-muted-foreground">{scenario.description}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Monthly payment</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatUsd(outcome.monthlyPayment)}
          {extra > 0 && <span className="block text-xs font-normal text-muted-foreground">+ {formatUsd(extra)} extra</span>}
        </dd>
        {outcome.capitalizedInterest > 0 && (
          <>
            <dt className="text-muted-foreground">Interest capitalised</dt>
            <dd className="text-right tabular-nums">{formatUsd(outcome.capitalizedInterest)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Repayment time</dt>
        <dd className="text-right tabular-nums">{formatMonths(outcome.payoffMonths)}</dd>
        <dt className="text-muted-foreground">Total interest</dt>
        <dd className="text-right tabular-nums">{formatUsd(outcome.totalInterest)}</dd>
        <dt className="text-muted-foreground">Total paid</dt>
        <dd className="text-right tabular-nums">{formatUsd(outcome.totalAmount)}</dd>
      </dl>
      {scenario.comparison && <p className="mt-auto rounded-md bg-muted px-3 py-2 text-xs">{scenario.comparison}</p>}
    </article>
  );
}
