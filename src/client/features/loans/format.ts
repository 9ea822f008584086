// Small display helpers for loan figures (money itself goes through @/lib/format).

/** 240 -> "20 years"; 190 -> "15 years 10 months"; 1 -> "1 month". */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** 6.5 -> "6.5%", 7.05 -> "7.05%" (as typed, at most three decimals). */
export const formatRate = (rate: number) => `${Number(rate.toFixed(3))}%`;

/** Axis ticks: 200000 -> "$200k", 1500000 -> "$1.5M". */
export function formatCompactUsd(dollars: number): string {
  if (Math.abs(dollars) >= 1_000_000) return `$${Number((dollars / 1_000_000).toFixed(1))}M`;
  if (Math.abs(dollars) >= 1_000) return `$${Math.round(dollars / 1_000)}k`;
  return `$${Math.round(dollars)}`;
}
