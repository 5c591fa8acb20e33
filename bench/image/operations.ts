/**
 * Time and peak memory of each image operation at 512×512 and at 1 megapixel (1024×1024),
 * through the same task runner the worker threads use. Each measurement runs in a fresh
 * child process, so "peak RSS" is that operation's own high-water mark (models and the
 * warm-up run included); models are loaded on a warm-up image first, so the time is the
 * work alone.
 *
 *   npx tsx bench/image/operations.ts [--ops superres,superres-4x,unblur,rembg,colorize] [--sizes 512,1024]
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { runImageTask } from '@/lib/engine/image/run-task';
import type { ImageTask } from '@/lib/engine/image/task';
import { loadPhotos } from './photos';

const OPS = {
  superres: (bytes: Uint8Array): ImageTask => ({ op: 'superres', bytes, outscale: 2 }),
  'superres-4x': (bytes: Uint8Array): ImageTask => ({ op: 'superres', bytes, outscale: 4 }),
  unblur: (bytes: Uint8Array): ImageTask => ({
    op: 'unblur',
    bytes,
    pipeline: { bokeh: 'background_blur_low', color_enhance: 'prism-blend', background_enhance: 'shiba-strong-accel', face_lifting: 'pinko_bigger_dataset-style', face_enhance: 'recommender_entire_dataset' },
  }),
  rembg: (bytes: Uint8Array): ImageTask => ({ op: 'rembg', bytes, output: 'transparent', backgroundColor: '#ffffff' }),
  colorize: (bytes: Uint8Array): ImageTask => ({ op: 'colorize', bytes }),
} as const;
type OpName = keyof typeof OPS;

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : undefined) ?? fallback;
};

async function photoAt(side: number): Promise<Uint8Array> {
  const [astronaut] = await loadPhotos(['astronaut']);
  return new Uint8Array(await sharp(astronaut!.path).resize(side, side, { kernel: 'lanczos3' }).jpeg({ quality: 92 }).toBuffer());
}

/** Child: one operation at one size; prints a JSON line. */
async function child(op: OpName, side: number) {
  // Super-resolution and unblur pick their network by size: warm up above its threshold
  // (400×400) so the measured run uses models already loaded.
  const warm = await photoAt(op === 'superres' || op === 'superres-4x' || op === 'unblur' ? 420 : 128);
  const warmResult = await runImageTask(OPS[op](warm));
  if (!warmResult.ok) throw new Error(warmResult.error.message);
  const baseline = process.memoryUsage().rss;
  const bytes = await photoAt(side);
  const started = performance.now();
  const result = await runImageTask(OPS[op](bytes));
  const seconds = (performance.now() - started) / 1000;
  if (!result.ok) throw new Error(result.error.message);
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(JSON.stringify({ op, side, seconds, peakMb: peak / 2 ** 20, modelsMb: baseline / 2 ** 20, out: `${result.output.width}×${result.output.height}`, meta: result.output.meta }));
}

async function main() {
  if (process.argv[2] === '--child') return child(process.argv[3] as OpName, Number(process.argv[4]));
  const ops = arg('ops', 'superres,unblur,rembg,colorize').split(',') as OpName[];
  const sides = arg('sizes', '512,1024').split(',').map(Number);
  console.log('operation     input        output        time (s)  peak RSS (MB)  after model load (MB)  notes');
  for (const side of sides) {
    for (const op of ops) {
      const line = execFileSync(process.execPath, ['--import', 'tsx', 'bench/image/operations.ts', '--child', op, String(side)], { encoding: 'utf8', maxBuffer: 1 << 20 })
        .trim()
        .split('\n')
        .pop()!;
      const r = JSON.parse(line) as { seconds: number; peakMb: number; modelsMb: number; out: string; meta: Record<string, unknown> };
      const notes = r.meta.model ?? r.meta.upsampler ?? '';
      console.log(
        `${op.padEnd(13)} ${`${side}×${side}`.padEnd(12)} ${r.out.padEnd(13)} ${r.seconds.toFixed(1).padStart(8)}  ${r.peakMb.toFixed(0).padStart(13)}  ${r.modelsMb.toFixed(0).padStart(21)}  ${notes}`,
      );
    }
  }
  console.log(`(${(await import('node:os')).availableParallelism()} cores; load average ${(await import('node:os')).loadavg().map((v) => v.toFixed(1)).join(' ')})`);
}

void main();
