/**
 * Time from request to metadata, GET /api/social/download on a local fixture page:
 * yt-dlp path (behind the vetting proxy) against the fallback path (page metadata through
 * the safe fetcher), and the default auto path (yt-dlp, completed from the page's metadata).
 *
 *   npx tsx --conditions=react-server bench/download/latency.ts [runs]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FIXTURE, startFixtureServer } from '../../tests/fixtures/social/server';

const RUNS = Number(process.argv[2] ?? 8);

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-download-'));
  Object.assign(process.env, { DATA_DIR: dataDir, ALLOW_PRIVATE_URLS: 'true', LOG_LEVEL: 'silent' });
  const { resetEnvForTests } = await import('../../lib/server/env');
  const { GET } = await import('../../api/social/download/route');
  const site = await startFixtureServer();

  const time = async (extractor: string, page: string) => {
    process.env.SOCIAL_EXTRACTOR = extractor;
    resetEnvForTests();
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 1; i += 1) {
      const started = performance.now();
      const response = await GET(new Request(`http://localhost/api/social/download?url=${encodeURIComponent(site.origin + page)}`));
      const ms = performance.now() - started;
      if (response.status !== 200) throw new Error(`${extractor} ${page}: HTTP ${response.status} ${await response.text()}`);
      await response.json();
      if (i > 0) samples.push(ms); // The first run warms module caches.
    }
    return samples.sort((a, b) => a - b);
  };
  const stat = (s: number[]) => ({ min: s[0]!, median: s[Math.floor(s.length / 2)]!, p90: s[Math.min(s.length - 1, Math.floor(s.length * 0.9))]! });
  const row = (label: string, s: number[]) => {
    const { min, median, p90 } = stat(s);
    console.log(`${label.padEnd(56)} ${min.toFixed(0).padStart(7)} ${median.toFixed(0).padStart(8)} ${p90.toFixed(0).padStart(7)}`);
    return median;
  };

  const versionStarted = performance.now();
  await promisify(execFile)('yt-dlp', ['--version']);
  const startup = performance.now() - versionStarted;

  console.log(`GET /api/social/download, ${RUNS} runs each after one warm-up, ms (yt-dlp ${(await promisify(execFile)('yt-dlp', ['--version'])).stdout.trim()})`);
  console.log(`${'path / page'.padEnd(56)} ${'min'.padStart(7)} ${'median'.padStart(8)} ${'p90'.padStart(7)}`);
  const results: Record<string, number> = {};
  for (const [name, page] of [['og:video', FIXTURE.ogVideo.path], ['JSON-LD VideoObject', FIXTURE.jsonLdVideo.path]] as const) {
    results[`ytdlp ${name}`] = row(`yt-dlp (SOCIAL_EXTRACTOR=ytdlp), ${name}`, await time('ytdlp', page));
    results[`metadata ${name}`] = row(`fallback (SOCIAL_EXTRACTOR=metadata), ${name}`, await time('metadata', page));
    results[`auto ${name}`] = row(`auto (yt-dlp + page metadata), ${name}`, await time('auto', page));
  }
  console.log(`yt-dlp --version alone (interpreter start-up): ${startup.toFixed(0)} ms`);
  const ratio = results['ytdlp og:video']! / results['metadata og:video']!;
  console.log(`fallback is ${ratio.toFixed(0)}x faster than yt-dlp on the og:video page (median)`);

  await site.close();
  await rm(dataDir, { recursive: true, force: true });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
