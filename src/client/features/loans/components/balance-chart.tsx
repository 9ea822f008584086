// Balance owed and cumulative interest by year (Recharts). Loaded lazily: Recharts is large.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AmortizationRow } from '../../../../contract/loans';
import { formatUsd } from '@/lib/format';
import { formatCompactUsd } from '../format';

const BALANCE_COLOR = '#0f766e';
const INTEREST_COLOR = '#b45309';

export default function BalanceChart({ rows, loanAmount }: { rows: AmortizationRow[]; loanAmount: number }) {
  const data = [
    { year: 0, balance: loanAmount, interest: 0 },
    ...rows.map((row) => ({ year: row.year, balance: row.endingBalance, interest: row.cumulativeInterest })),
  ];
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="year" tickLine={false} fontSize={12} label={{ value: 'Year', position: 'insideBottomRight', offset: -2, fontSize: 12 }} />
        <YAxis tickFormatter={formatCompactUsd} width={56} tickLine={false} fontSize={12} />
        <Tooltip
          formatter={(value, name) => [formatUsd(Number(value)), name]}
          labelFormatter={(year) => `Year ${year}`}
          contentStyle={{ borderRadius: 8, fontSize: 13 }}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Line type="monotone" dataKey="balance" name="Balance owed" stroke={BALANCE_COLOR} strokeWidth={2.5} dot={false} isAnimationActive={false} />
        <Line
          type="monotone"
          dataKey="interest"
          name="Cumulative interest"
          stroke={INTEREST_COLOR}
          strokeWidth={2.5}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
