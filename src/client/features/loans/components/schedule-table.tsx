// The yearly amortization schedule of one scenario: year, principal, interest, balance.
import type { AmortizationRow } from '../../../../contract/loans';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/format';

export function ScheduleTable({ rows, caption }: { rows: AmortizationRow[]; caption: string }) {
  const hasResidency = rows.some((row) => row.phase === 'residency');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <div className="max-h-[28rem] overflow-auto rounded-md border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-xs tabular-nums sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-1.5 py-2 font-medium sm:px-3">
              Year
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-medium sm:px-3">
              Principal
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-medium sm:px-3">
              Interest
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-medium sm:px-3">
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year} className={cn('border-t border-border', row.phase === 'residency' && 'bg-warning-soft/60')}>
              <th scope="row" className="px-1.5 py-1.5 text-left font-normal sm:px-3">
                <span className="inline-flex items-center gap-1.5">
                  {row.year}
                  {row.phase === 'residency' && (
                    <>
                      <Badge variant="secondary" className="hidden px-1.5 py-0 font-medium sm:inline-flex">
                        Residency
                      </Badge>
                      <span className="sr-only sm:hidden">(residency)</span>
                    </>
                  )}
                </span>
              </th>
              <td className="px-1.5 py-1.5 text-right sm:px-3">{formatUsd(row.principalPaid)}</td>
              <td className="px-1.5 py-1.5 text-right sm:px-3">
                {row.phase === 'residency' ? (
                  <span title="Accrued, not paid">{formatUsd(row.interestAccrued)}*</span>
                ) : (
                  formatUsd(row.interestPaid)
                )}
              </td>
              <td className="px-1.5 py-1.5 text-right sm:px-3">{formatUsd(row.endingBalance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasResidency && (
        <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
          * Residency years (shaded): interest accrues unpaid and is added to the balance when residency ends.
        </p>
      )}
    </div>
  );
}
