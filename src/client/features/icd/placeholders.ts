/** Stable keys for n skeleton placeholders. */
export const placeholderKeys = (count: number) => Array.from({ length: count }, (_, i) => `placeholder-${i}`);
