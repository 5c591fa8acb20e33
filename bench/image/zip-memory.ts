/**
 * bench/image/zip-memory: what the image page's **Download all (.zip)** costs in memory with a
 * full Recent results list of large files: streamed to the download through the service worker
 * (session 37), gathered into Blobs in the page where no service worker controls it (session
 * 36's way, the fallback), and the way it was built before (the peer): every file read into an
 * ArrayBuffer, then fflate's zipSync beside them (the page until session 36). Each in a fresh
 * browser context, against the production build, in Debian's
 * Chromium; the resident memory of the page's renderer process and of the rest of Chromium
 * (the browser process keeps Blobs) is sampled every 100 ms from /proc. Not a test: the figures
 * move with the machine's load, printed beside them.
 *
 *   npm run build && npx tsx bench/image/zip-memory.ts [--count 50] [--megapixels 7.5] [--port 3660]
 *
 * The stored photo is random noise saved as PNG (it does not compress), so a 7.5 MP one is ~24 MB.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { startStudioProcess } from '../../tests/support/studio-process';
import { numberOption } from '../support/options';

const COUNT = numberOption('count', 50);
const MEGAPIXELS = numberOption('megapixels', 7.5);
const PORT = numberOption('port', 3660);
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

interface Resident {
  renderer: number;
  rest: number;
}

/** Resident memory (MB) of Chromium's renderers and of its other processes. */
function chromiumResident(): Resident {
  const sum = { renderer: 0, rest: 0 };
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.includes('chromium')) continue;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      if (command.includes('--type=renderer')) sum.renderer += kb / 1024;
      else sum.rest += kb / 1024;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

async function noisePng(megapixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt(megapixels * 1e6 * (4 / 3)));
  const height = Math.round((megapixels * 1e6) / width);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** One way of zipping, in a fresh context: the peak resident memory over the baseline, and the time. */
type Way = 'streamed' | 'gathered' | 'peer';

async function measure(browser: Browser, base: string, remembered: string, way: Way): Promise<{ seconds: number; renderer: number; rest: number; zipMB: number }> {
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: way === 'streamed' ? 'allow' : 'block' });
  await context.addInitScript((value) => localStorage.setItem('prism.image.results', value), remembered);
  const page = await context.newPage();
  await page.goto(`${base}/image`, { waitUntil: 'networkidle' });
  if (way === 'streamed') {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 100));
    });
  }
  if (way === 'peer') await page.addScriptTag({ path: path.join(path.dirname(createRequire(import.meta.url).resolve('fflate')), '../umd/index.js') });
  const before = chromiumResident();
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = chromiumResident();
    peak.renderer = Math.max(peak.renderer, now.renderer);
    peak.rest = Math.max(peak.rest, now.rest);
  }, 100);
  const started = Date.now();
  let zipMB: number;
  if (way !== 'peer') {
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('button', { name: 'Download all (.zip)' }).click();
    zipMB = readFileSync((await (await download).path())!).length / 1e6;
  } else {
    // The page before session 36: each file whole in memory, then the zip made beside them,
    // saved as the page saves it (a Blob URL on a link, clicked).
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.evaluate(async () => {
      const items = JSON.parse(localStorage.getItem('prism.image.results')!) as Array<{ after: string; downloadName: string }>;
      const files: Record<string, Uint8Array> = {};
      for (const item of items) files[`${item.downloadName}.png`] = new Uint8Array(await (await fetch(item.after)).arrayBuffer());
      const fflate = (window as unknown as { fflate: { zipSync: (files: Record<string, Uint8Array>, options: { level: 0 }) => Uint8Array } }).fflate;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([fflate.zipSync(files, { level: 0 }) as BlobPart], { type: 'application/zip' }));
      link.download = 'peer.zip';
      document.body.append(link);
      link.click();
    });
    zipMB = readFileSync((await (await download).path())!).length / 1e6;
  }
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await context.close();
  return { seconds, renderer: peak.renderer - before.renderer, rest: peak.rest - before.rest, zipMB };
}

async function main() {
  const studio = await startStudioProcess(PORT, [], { LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const png = await noisePng(MEGAPIXELS);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png');
    const uploaded = (await (await fetch(`${studio.base}/api/uploads`, { method: 'POST', body: form })).json()) as { result: { url: string } };
    const remembered = JSON.stringify(
      Array.from({ length: COUNT }, (_, i) => ({ id: `r${i}`, op: 'colorize', summary: 'Colorized', before: uploaded.result.url, after: uploaded.result.url, downloadName: `photo-${i + 1}`, seconds: 1, at: Date.now() - i * 1000 })),
    );
    console.log(`bench/image/zip-memory: ${COUNT} results of ${(png.length / 1e6).toFixed(1)} MB (${MEGAPIXELS} MP noise PNG), load ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}\n`);
    console.log('way                                   seconds   zip MB   renderer +MB   rest of Chromium +MB');
    const labels: Record<Way, string> = { streamed: 'the page, through the service worker', gathered: 'the page, gathered into Blobs', peer: 'peer: files whole, then zipSync' };
    for (const way of ['streamed', 'gathered', 'peer'] as const) {
      const label = labels[way];
      let result: Awaited<ReturnType<typeof measure>>;
      try {
        result = await measure(browser, studio.base, remembered, way);
      } catch (error) {
        // The gathered row needs the service worker blocked (Playwright's serviceWorkers:
        // 'block'), under which this Chromium has been seen to leave Blobs past ~500 MB
        // unreadable (the download then fails); a page a user opens blocks nothing.
        console.log(`${label.padEnd(36)} failed: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      console.log(`${label.padEnd(36)} ${result.seconds.toFixed(1).padStart(8)} ${result.zipMB.toFixed(0).padStart(8)} ${result.renderer.toFixed(0).padStart(14)} ${result.rest.toFixed(0).padStart(22)}`);
    }
    console.log(`\nload ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    await browser.close();
    studio.stop();
  }
}

// Exits when done: a download the browser still holds open (a failed row's) can keep the
// process waiting after everything is closed.
void main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
