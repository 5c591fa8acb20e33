/**
 * How long the server's event loop is held while the language detector loads its n-gram
 * tables (seconds of parsing, once per process or after DETECTOR_IDLE_MINUTES unused): on
 * its worker thread (lib/server/providers/local/language-detector.ts, what the server does)
 * against loading it in this thread (what the server did). A timer due every 10 ms measures
 * the loop: the longest it waited, and the time held in all (each wait past 10 ms, summed).
 *
 *   node --conditions=react-server --import tsx bench/translate/detector-stall.ts
 */
import os from 'node:os';
import { loadDetector } from '@/lib/engine/translate/detect';
import { languageDetector } from '@/lib/server/providers/local/language-detector';

const TICK_MS = 10;

async function held(what: string, load: () => Promise<unknown>): Promise<void> {
  let last = performance.now();
  let longest = 0;
  let total = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    total += Math.max(0, now - last - TICK_MS);
    last = now;
  }, TICK_MS);
  const started = performance.now();
  await load();
  const loaded = performance.now() - started;
  // One more tick, so a hold that ends with the load is counted.
  await new Promise((resolve) => setTimeout(resolve, 3 * TICK_MS));
  clearInterval(ticks);
  console.log(`${what.padEnd(28)} loaded in ${(loaded / 1000).toFixed(1)} s   loop held ${total.toFixed(0).padStart(5)} ms in all, longest ${longest.toFixed(0).padStart(5)} ms`);
}

async function main() {
  console.log(`load average at the start: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  // The worker first: this thread must not have the tables yet when it loads them itself.
  await held('on its worker thread', () => languageDetector.warm());
  await held('in the server thread (before)', () => loadDetector());
  await languageDetector.close();
}

void main();
