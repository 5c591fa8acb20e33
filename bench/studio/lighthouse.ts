/**
 * bench/studio: Lighthouse (mobile: a Moto G Power on slow 4G, CPU slowed 4×, simulated) on
 * the studio's main pages, against the production build, in Debian's Chromium. Prints each
 * page's scores, best of --runs, beside the goals of issue 19: performance ≥ 90, total
 * blocking time ≤ 300 ms, largest contentful paint ≤ 2.5 s, cumulative layout shift ≤ 0.05.
 * Not a test: this machine's load moves the figures, so the load average is printed too.
 *
 *   NEXT_DIST_DIR=.next npx next build && npx tsx bench/studio/lighthouse.ts [--runs 2] [--port 3650] [--pages /,/chat]
 *
 * With --url http://host:port it measures a studio that is already running instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { studioCommand } from '../../tests/support/studio-command';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1]! : fallback;
};
const RUNS = Number(option('runs', '2'));
const PORT = Number(option('port', '3650'));
const PAGES = option('pages', '/,/translate,/chat,/image,/tts').split(',');
const GIVEN_URL = option('url', '');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

const GOALS = { performance: 90, tbtMs: 300, lcpMs: 2500, cls: 0.05 };

interface Score {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function startStudio(): Promise<{ base: string; stop: () => void }> {
  if (GIVEN_URL) return { base: GIVEN_URL.replace(/\/$/, ''), stop: () => undefined };
  const [command, argv] = studioCommand(PORT);
  const child: ChildProcess = spawn(command, argv, {
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'prism-bench-studio-')), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${PORT}`;
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the studio did not answer on ${base} within 2 minutes`);
}

// Lighthouse runs as its own command, in plain Node: under tsx its page-side functions would
// carry esbuild's __name helper into the page, where it does not exist.
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

async function measure(url: string, port: number): Promise<Score> {
  const { stdout } = await run(
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', '--quiet', '--only-categories=performance,accessibility,best-practices'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(stdout) as Report;
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

const meets = (s: Score) => s.performance >= GOALS.performance && s.tbtMs <= GOALS.tbtMs && s.lcpMs <= GOALS.lcpMs && s.cls <= GOALS.cls;

async function main() {
  const studio = await startStudio();
  // One browser for all runs; each Lighthouse run opens a fresh tab with an empty cache.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: Array<{ page: string; best: Score; runs: number[] }> = [];
  try {
    // One warm-up load, so the first page measured does not pay for the server's first render.
    await fetch(`${studio.base}/`).catch(() => undefined);
    for (const page of PAGES) {
      const scores: Score[] = [];
      for (let run = 0; run < RUNS; run++) scores.push(await measure(`${studio.base}${page}`, chrome.port));
      const best = scores.reduce((a, b) => (b.performance > a.performance || (b.performance === a.performance && b.tbtMs < a.tbtMs) ? b : a));
      rows.push({ page, best, runs: scores.map((s) => s.performance) });
    }
  } finally {
    await chrome.kill();
    studio.stop();
  }

  const [one, five, fifteen] = os.loadavg();
  console.log(`Lighthouse ${RUNS > 1 ? `best of ${RUNS}` : '1 run'}, mobile (simulated slow 4G, 4× CPU), ${CHROMIUM}; load average ${one!.toFixed(2)} ${five!.toFixed(2)} ${fifteen!.toFixed(2)} on ${os.availableParallelism()} cores`);
  console.log('page         perf  TBT ms  LCP s  CLS     FCP s  a11y  best-pr  runs (perf)  goals');
  for (const { page, best: s, runs } of rows) {
    console.log(
      `${page.padEnd(12)} ${String(s.performance).padStart(4)}  ${s.tbtMs.toFixed(0).padStart(6)}  ${(s.lcpMs / 1000).toFixed(2).padStart(5)}  ${s.cls.toFixed(3).padEnd(6)}  ${(s.fcpMs / 1000).toFixed(2).padStart(5)}  ${String(s.accessibility).padStart(4)}  ${String(s.bestPractices).padStart(7)}  ${runs.join(' / ').padEnd(11)}  ${meets(s) ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`goals: performance ≥ ${GOALS.performance}, TBT ≤ ${GOALS.tbtMs} ms, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
