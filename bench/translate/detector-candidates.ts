/**
 * Chooses the language detector: accuracy of every npm candidate on short (≤ 30 chars) and
 * long texts in 31 languages, on the written set and the UDHR set, and detections per second.
 *
 *   npx tsx bench/translate/detector-candidates.ts
 */
import { WRITTEN_SAMPLES } from './detection-samples';
import { loadDetector } from '../../lib/engine/translate/detect';
import { loadCandidates } from './detectors';
import { pct, score, throughput } from './evaluate';
import { udhrSamples } from './udhr-samples';

async function main() {
const udhr = udhrSamples();
const candidates = await loadCandidates();
// The choice, as the engine runs it: ELD with CLD3 arbitrating the relatives ELD lacks.
const engine = await loadDetector();
candidates.push({ name: 'engine', detect: engine.detect });
const mixed = [...WRITTEN_SAMPLES, ...udhr].flatMap((l) => [...l.short, ...l.long]);

console.log(`languages: ${WRITTEN_SAMPLES.length}; written: ${WRITTEN_SAMPLES.reduce((n, l) => n + l.short.length + l.long.length, 0)} texts; udhr: ${udhr.reduce((n, l) => n + l.short.length + l.long.length, 0)} texts`);
console.log('detector       written short  written long  udhr short  udhr long  det/s (wall)  det/s (CPU)');
for (const c of candidates) {
  const ws = score(c.detect, WRITTEN_SAMPLES, 'short');
  const wl = score(c.detect, WRITTEN_SAMPLES, 'long');
  const us = score(c.detect, udhr, 'short');
  const ul = score(c.detect, udhr, 'long');
  const rate = throughput(c.detect, mixed, 1000);
  console.log(
    `${c.name.padEnd(14)} ${pct(ws).padStart(13)} ${pct(wl).padStart(13)} ${pct(us).padStart(11)} ${pct(ul).padStart(10)} ${Math.round(rate.wall).toString().padStart(13)} ${Math.round(rate.cpu).toString().padStart(12)}`,
  );
  if (process.argv.includes('--misses')) console.log('   short misses:', JSON.stringify(ws.misses), 'udhr short misses:', JSON.stringify(us.misses));
}
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
