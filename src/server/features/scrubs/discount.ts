/**
 * Spec §9: discount percent = round((original - price) / original * 100).
 * Multiplying before dividing keeps exact halves exact (4000 -> 1700 is 57.5%, shown as 58%),
 * where dividing first gives 57.49999... and rounds down.
 */
export function discountPercent(priceCents: number, originalPriceCents: number): number {
  if (originalPriceCents <= 0 || priceCents >= originalPriceCents) return 0;
  return Math.round(((originalPriceCents - priceCents) * 100) / originalPriceCents);
}
