/** Byte counts as the studio writes them for people, on pages and in the API's messages alike. */
import { grouped } from './figures';

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/**
 * Which way a byte count is rounded to the figure shown. A limit is said rounded down, so a
 * file of the size the message states is accepted (1,500 bytes is "1.4 KB", not "1.5 KB",
 * which is 1,536); what an action needs is said rounded up, what is free rounded down.
 */
export type Rounding = 'nearest' | 'down' | 'up';
const ROUND: Record<Rounding, (n: number) => number> = { nearest: Math.round, down: Math.floor, up: Math.ceil };

/**
 * A byte count: "300 bytes", "256 KB", "20.5 MB", "18 GB". One decimal below 100 of a unit,
 * none above, and never a trailing ".0": a limit of 20.5 MB is not said as 21 MB, nor 4 MB as
 * "4.0 MB". A figure that rounds to 1,024 of a unit is said in the next ("1 MB", not "1,024 KB").
 */
export function formatBytes(bytes: number, rounding: Rounding = 'nearest'): string {
  const round = ROUND[rounding];
  // A rate can be a fraction of a byte; a count of bytes is said whole.
  if (Math.abs(bytes) < 1024) {
    const whole = round(bytes);
    return `${grouped(whole)} byte${whole === 1 ? '' : 's'}`;
  }
  const shown = (value: number) => (Math.abs(value) < 100 ? round(value * 10) / 10 : round(value));
  let value = bytes / 1024;
  let unit = 0;
  while (Math.abs(shown(value)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${grouped(shown(value))} ${UNITS[unit]}`;
}

/** A limit in bytes as a message states it: rounded down, so what it says fits. */
export const formatLimit = (bytes: number): string => formatBytes(bytes, 'down');
