/**
 * Numbers as the studio writes them for people, on pages and in the API's messages alike, so
 * a 400 and the form that shows it say a bound the same way. Sizes in bytes: sizes.ts (apart,
 * so a page that only counts does not carry them).
 */

/** Thousands grouped, decimals kept: "1,500 characters", "4,294,967,295", "0.05". */
export const grouped = (n: number | bigint): string => n.toLocaleString('en', { maximumFractionDigits: 20 });
