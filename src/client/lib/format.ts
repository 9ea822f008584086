const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const formatUsd = (dollars: number) => usd.format(dollars);
export const formatUsdWhole = (dollars: number) => usdWhole.format(dollars);
export const formatCount = (value: number) => count.format(value);

/** Hour and minute in the user's locale (spec §9 chat timestamps). */
export const formatTime = (date: Date | string) =>
  new Date(date).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export const formatDate = (date: Date | string) =>
  new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
