/**
 * The translate bench, in one run:
 *   1. translation: p50/p95 latency for a 100-character sentence and characters per second
 *      on 5 KB, for the engine's long-lived pipelines against the `apertium` command run
 *      once per request (what a naive wrapper does);
 *   2. detection: accuracy on short (≤ 30 characters) and long texts, and detections per
 *      second, for the engine's detector against franc.
 * Goals: p50 ≤ 50 ms for a sentence; detection more accurate than franc on short texts and
 * at least 20,000 detections per second.
 *
 *   npx tsx bench/translate/translate.ts
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApertiumTranslator } from '../../lib/engine/translate/apertium';
import { loadDetector } from '../../lib/engine/translate/detect';
import { WRITTEN_SAMPLES } from './detection-samples';
import { canonical, fromIso3 } from './detectors';
import { pct, score, throughput, type Rate } from './evaluate';
import { udhrSamples } from './udhr-samples';

const run = promisify(execFile);

// 100 characters of everyday English.
const SENTENCE = 'The city council decided on Tuesday to extend the opening hours of the public libraries this summer.';
// 5 KB of real English prose, from the licence text every Debian system ships.
const FIVE_KB = readFileSync('/usr/share/common-licenses/GPL-3', 'utf8').slice(0, 5 * 1024);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function latencies(fn: () => Promise<unknown>, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push(await time(fn));
  return out.sort((a, b) => a - b);
}

async function translationBench() {
  const translator = new ApertiumTranslator({ idleMs: 0 });
  const dir = mkdtempSync(path.join(tmpdir(), 'translate-bench-'));
  const sentenceFile = path.join(dir, 'sentence.txt');
  const bigFile = path.join(dir, 'five-kb.txt');
  writeFileSync(sentenceFile, SENTENCE);
  writeFileSync(bigFile, FIVE_KB);
  // The command a wrapper without long-lived pipelines would run for each request.
  const cli = (file: string) => run('apertium', ['-u', 'eng-spa', file], { env: { ...process.env, LC_ALL: 'C.UTF-8' }, maxBuffer: 1 << 24 });

  try {
    console.log(`\n== Translation, en→es (${SENTENCE.length}-character sentence; ${FIVE_KB.length} characters for throughput)`);
    const cold = await time(() => translator.translate(SENTENCE, 'en', 'es'));
    for (let i = 0; i < 10; i += 1) await translator.translate(SENTENCE, 'en', 'es');
    const engine = await latencies(() => translator.translate(SENTENCE, 'en', 'es'), 200);
    const command = await latencies(() => cli(sentenceFile), 20);

    const pivotCold = await time(() => translator.translate(SENTENCE, 'en', 'pt'));
    const pivot = await latencies(() => translator.translate(SENTENCE, 'en', 'pt'), 100);

    await translator.translate(FIVE_KB, 'en', 'es');
    const engineBig = await latencies(() => translator.translate(FIVE_KB, 'en', 'es'), 5);
    const commandBig = await latencies(() => cli(bigFile), 5);
    const perSecond = (sorted: number[]) => Math.round(FIVE_KB.length / (percentile(sorted, 50) / 1000));

    console.log('                               p50        p95      chars/s (5 KB, median run)');
    console.log(`engine (long-lived pipeline)  ${ms(percentile(engine, 50)).padStart(9)} ${ms(percentile(engine, 95)).padStart(10)} ${String(perSecond(engineBig)).padStart(12)}`);
    console.log(`apertium command per request  ${ms(percentile(command, 50)).padStart(9)} ${ms(percentile(command, 95)).padStart(10)} ${String(perSecond(commandBig)).padStart(12)}`);
    console.log(`engine en→pt via es (pivot)   ${ms(percentile(pivot, 50)).padStart(9)} ${ms(percentile(pivot, 95)).padStart(10)}`);
    console.log(`first request (pipeline start): en→es ${ms(cold)}, then en→pt adds es→pt ${ms(pivotCold)}`);
    console.log(`speed-up at p50: ${(percentile(command, 50) / percentile(engine, 50)).toFixed(1)}x; throughput: ${(perSecond(engineBig) / perSecond(commandBig)).toFixed(1)}x`);
    const p50 = percentile(engine, 50);
    console.log(`goal p50 ≤ 50 ms for a sentence: ${p50 <= 50 ? 'met' : 'NOT met'} (${ms(p50)})`);
  } finally {
    translator.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function detectionBench() {
  const detector = await loadDetector();
  const { franc } = await import('franc');
  const francDetect = (text: string) => canonical(fromIso3(franc(text, { minLength: 3 })));
  const udhr = udhrSamples();
  const shorts = [...WRITTEN_SAMPLES, ...udhr].flatMap((l) => l.short);
  const longs = [...WRITTEN_SAMPLES, ...udhr].flatMap((l) => l.long);

  console.log(`\n== Detection, ${WRITTEN_SAMPLES.length} languages (written set: ${WRITTEN_SAMPLES.length * 13} texts; UDHR set: ${udhr.reduce((n, l) => n + l.short.length + l.long.length, 0)} texts)`);
  console.log('              written short  written long  UDHR short*  UDHR long*   det/s short (wall / CPU)   det/s long (wall / CPU)');
  const rows: Array<[string, (t: string) => string]> = [
    ['engine', detector.detect],
    ['franc', francDetect],
  ];
  const results: Record<string, { short: number; rate: Rate }> = {};
  for (const [name, fn] of rows) {
    const ws = score(fn, WRITTEN_SAMPLES, 'short');
    const wl = score(fn, WRITTEN_SAMPLES, 'long');
    const us = score(fn, udhr, 'short');
    const ul = score(fn, udhr, 'long');
    const rateShort = throughput(fn, shorts);
    const rateLong = throughput(fn, longs);
    results[name] = { short: ws.correct / ws.total, rate: rateShort };
    const rate = (r: Rate) => `${Math.round(r.wall)} / ${Math.round(r.cpu)}`;
    console.log(
      `${name.padEnd(13)} ${pct(ws).padStart(14)} ${pct(wl).padStart(13)} ${pct(us).padStart(12)} ${pct(ul).padStart(11)} ${rate(rateShort).padStart(25)} ${rate(rateLong).padStart(25)}`,
    );
  }
  console.log('* franc is trained on the UDHR: the written set is the fair comparison.');
  const engine = results.engine!;
  const francResult = results.franc!;
  console.log(`goal more accurate than franc on short texts: ${engine.short > francResult.short ? 'met' : 'NOT met'} (${(100 * engine.short).toFixed(1)}% vs ${(100 * francResult.short).toFixed(1)}%)`);
  console.log(
    `goal ≥ 20,000 detections/s (short texts, per CPU-second): ${engine.rate.cpu >= 20_000 ? 'met' : 'NOT met'} (${Math.round(engine.rate.cpu)}/s; ${Math.round(engine.rate.wall)}/s of wall time at this load)`,
  );
}

async function main() {
  console.log(`translate bench on ${process.version}, ${(await import('node:os')).availableParallelism()} cores, load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
  await translationBench();
  await detectionBench();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
