/**
 * Numbers as the studio writes them for people, on pages and in the API's messages alike, so
 * a 400 and the form that shows it say a bound the same way.
 */

/** Thousands grouped, decimals kept: "1,500 characters", "4,294,967,295", "0.05". */
export const grouped = (n: number | bigint): string => n.toLocaleString('en', { maximumFractionDigits: 20 });

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/**
 * A byte count: "300 bytes", "256 KB", "20.5 MB", "18 GB". One decimal below 100 of a unit,
 * none above, and never a trailing ".0": a limit of 20.5 MB is not said as 21 MB, nor 4 MB as
 * "4.0 MB".
 */
export function formatBytes(bytes: number): string {
  if (Math.abs(bytes) < 1024) return `${grouped(bytes)} byte${bytes === 1 ? '' : 's'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = Math.abs(value) < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${grouped(shown)} ${UNITS[unit]}`;
}
