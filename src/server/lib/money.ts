// Money: integer cents in the database and inside computations, US dollars with at most two
// decimals on the wire (docs/decisions/0007). These are the only conversions.
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
