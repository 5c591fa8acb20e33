/**
 * bench/quality: every installed image model and the built-in engine on the same photos,
 * side by side — time per item, peak memory, and the quality figures that fit the task:
 *   colorize      colourfulness (Hasler–Süsstrunk) and sharpness (variance of the Laplacian)
 *   upscale-x4    PSNR (luma) against the original, from a 4× shrunk copy; sharpness
 *   face-restore  sharpness inside the face box, before → after
 *   age           the age an estimator (AgeGenderNet) reads before → after
 *
 *   npx tsx bench/quality/run.ts            (MODELS_DIR, default DATA_DIR/models, is searched for FaceFusion's file names)
 *
 * A model that is not installed is replaced by its generated graph (the glue tests' tiny
 * ONNX file with the real interface): its time and memory show the runner's own overhead,
 * its quality figures mean nothing, and the table says so. Each row runs in a fresh process,
 * so "peak MB" is that row's own peak RSS. Photos: tests/fixtures/image (public domain, CC0).
 * The last row upscales a synthetic 12 MP picture ×4 (the issue's memory goal: within 2 GB).
 *   voice         real-time factor of eSpeak NG (built-in) and of a Piper voice (voices.ts)
 *   translate     chrF against reference sentences, en→es and en→fr, for Apertium (built-in)
 *                 and the Firefox Translations models in Bergamot (translations.ts)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { age as builtInAge } from '../../lib/engine/face/operations';
import { runColorize } from '../../lib/engine/image/ops/colorize';
import { runSuperres } from '../../lib/engine/image/ops/superres';
import { runUnblur } from '../../lib/engine/image/ops/unblur';
import { detectFaces } from '../../lib/engine/vision/faces';
import { decodeImage, type RgbaImage } from '../../lib/engine/vision/image-io';
import { fixture, modelsDir, NEURAL, runnerFor, sourceOf, type Task } from './engines';
import { colourfulness, psnr, sharpness } from './measures';
import { translationRow } from './translations';
import { installedEnglishVoice, voiceRow } from './voices';

const COLOUR_PHOTOS = ['camera.jpg', 'chelsea.jpg', 'coffee.jpg', 'astronaut.jpg'];
const FACE_PHOTOS = ['astronaut.jpg'];

interface RowResult {
  task: Task;
  engine: string;
  kind: 'built-in' | 'installed' | 'generated graph' | 'generated model';
  items: number;
  msPerItem: number;
  peakMb: number;
  figures: string;
}

const rgbaOf = async (bytes: Uint8Array): Promise<RgbaImage> => decodeImage(bytes);
const greyscale = async (bytes: Uint8Array) => new Uint8Array(await sharp(bytes).greyscale().jpeg({ quality: 95 }).toBuffer());
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const f1 = (v: number) => v.toFixed(1);

/** Times `work` on each photo; figures come from what it returns. */
async function timed<T>(photos: string[], work: (name: string) => Promise<T>): Promise<{ results: T[]; ms: number }> {
  const results: T[] = [];
  const start = performance.now();
  for (const name of photos) results.push(await work(name));
  return { results, ms: (performance.now() - start) / photos.length };
}

async function shrunk4(name: string): Promise<{ small: Uint8Array; original: RgbaImage }> {
  const bytes = fixture(name);
  const meta = await sharp(bytes).metadata();
  const w = Math.floor(meta.width! / 4) * 4;
  const h = Math.floor(meta.height! / 4) * 4;
  const cropped = await sharp(bytes).extract({ left: 0, top: 0, width: w, height: h }).png().toBuffer();
  const small = await sharp(cropped).resize(w / 4, h / 4, { kernel: 'cubic' }).png().toBuffer();
  return { small: new Uint8Array(small), original: await rgbaOf(new Uint8Array(cropped)) };
}

/** Issue 20: a 12 MP photo must upscale within 2 GB. A synthetic 4000 × 3000 picture through the tiler (output 16000 × 12000). */
async function runLarge(engine: string): Promise<Omit<RowResult, 'peakMb'>> {
  const entry = NEURAL.find((e) => e.id === engine)!;
  const found = sourceOf(entry);
  const width = 4000;
  const height = 3000;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, p = 0; i < data.length; i += 4, p++) data.set([(p * 7) & 255, (p >> 5) & 255, (p * 13) & 255, 255], i);
  const runner = runnerFor(entry, found.source) as unknown as { run(i: RgbaImage): Promise<{ image: RgbaImage; tiles: number }> };
  const start = performance.now();
  const out = await runner.run({ data, width, height });
  const ms = performance.now() - start;
  return { task: 'upscale-x4', engine: `${engine} 12MP`, kind: found.installed ? 'installed' : 'generated graph', items: 1, msPerItem: ms, figures: `${out.image.width}×${out.image.height}, ${out.tiles} tiles` };
}

async function runRow(task: Task, engine: string): Promise<Omit<RowResult, 'peakMb'>> {
  if (task === ('upscale-x4-12mp' as Task)) return runLarge(engine);
  if (task === ('voice' as Task)) return { task, engine, ...(await voiceRow(engine as 'built-in' | 'piper')) };
  if (task === ('translate' as Task)) return { task, engine, ...(await translationRow(engine as 'built-in' | 'firefox-translations')) };
  const entry = NEURAL.find((e) => e.id === engine);
  const found = entry ? sourceOf(entry) : null;
  const kind: RowResult['kind'] = !found ? 'built-in' : found.installed ? 'installed' : 'generated graph';
  const runner = entry && found ? runnerFor(entry, found.source) : null;
  if (task === 'colorize') {
    const { results, ms } = await timed(COLOUR_PHOTOS, async (name) => {
      const grey = await greyscale(fixture(name));
      const image = runner ? (await (runner as { run(i: RgbaImage): Promise<{ image: RgbaImage }> }).run(await rgbaOf(grey))).image : await rgbaOf((await runColorize(grey)).bytes);
      return { colour: colourfulness(image.data), sharp: sharpness(image.data, image.width, image.height) };
    });
    return { task, engine, kind, items: results.length, msPerItem: ms, figures: `colourfulness ${f1(mean(results.map((r) => r.colour)))}, sharpness ${f1(mean(results.map((r) => r.sharp)))}` };
  }
  if (task === 'upscale-x4') {
    const { results, ms } = await timed(COLOUR_PHOTOS, async (name) => {
      const { small, original } = await shrunk4(name);
      const image = runner ? (await (runner as { run(i: RgbaImage): Promise<{ image: RgbaImage }> }).run(await rgbaOf(small))).image : await rgbaOf((await runSuperres(small, 4)).bytes);
      return { psnr: psnr(image.data, original.data, original.width, original.height, 4), sharp: sharpness(image.data, image.width, image.height) };
    });
    return { task, engine, kind, items: results.length, msPerItem: ms, figures: `PSNR ${f1(mean(results.map((r) => r.psnr)))} dB, sharpness ${f1(mean(results.map((r) => r.sharp)))}` };
  }
  if (task === 'face-restore') {
    const { results, ms } = await timed(FACE_PHOTOS, async (name) => {
      const bytes = fixture(name);
      const before = await rgbaOf(bytes);
      const [face] = await detectFaces(before.data, before.width, before.height);
      if (!face) throw new Error(`no face in ${name}`);
      let after: RgbaImage;
      let scale = 1;
      if (runner) after = (await (runner as { run(i: RgbaImage, o: unknown): Promise<{ image: RgbaImage }> }).run(before, { faces: [face] })).image;
      else {
        // The built-in /image/unblur (its default pipeline) returns the picture at 2×.
        const out = await runUnblur(bytes, { bokeh: 'background_blur_low', color_enhance: 'prism-blend', background_enhance: 'shiba-strong-accel', face_lifting: 'pinko_bigger_dataset-style', face_enhance: 'recommender_entire_dataset' });
        after = await rgbaOf(out.bytes);
        scale = after.width / before.width;
      }
      const box = face.box;
      const scaled = { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
      return { before: sharpness(before.data, before.width, before.height, box), after: sharpness(after.data, after.width, after.height, scaled) };
    });
    return { task, engine, kind, items: results.length, msPerItem: ms, figures: `face sharpness ${f1(mean(results.map((r) => r.before)))} → ${f1(mean(results.map((r) => r.after)))}` };
  }
  const { results, ms } = await timed(FACE_PHOTOS, async (name) => {
    const bytes = fixture(name);
    const before = await rgbaOf(bytes);
    const faces = await detectFaces(before.data, before.width, before.height);
    let after: RgbaImage;
    if (runner) after = (await (runner as { run(i: RgbaImage, o: unknown): Promise<{ image: RgbaImage }> }).run(before, { faces, direction: 100 })).image;
    else after = await rgbaOf((await builtInAge(bytes, 80, false)).images[0]!.bytes);
    const [read] = await detectFaces(after.data, after.width, after.height);
    return { before: faces[0]?.age ?? NaN, after: read?.age ?? NaN };
  });
  return { task, engine, kind, items: results.length, msPerItem: ms, figures: `estimated age ${f1(mean(results.map((r) => r.before)))} → ${f1(mean(results.map((r) => r.after)))} (built-in asked for 80, model for direction +100)` };
}

const ROWS: Array<[Task, string]> = [
  ['colorize', 'built-in'],
  ['colorize', 'ddcolor'],
  ['colorize', 'deoldify'],
  ['upscale-x4', 'built-in'],
  ['upscale-x4', 'real_esrgan_x4'],
  ['face-restore', 'built-in'],
  ['face-restore', 'gfpgan_1.4'],
  ['face-restore', 'codeformer'],
  ['age', 'built-in'],
  ['age', 'styleganex_age'],
  ['upscale-x4-12mp' as Task, 'real_esrgan_x4'],
  ['voice' as Task, 'built-in'],
  ['voice' as Task, 'piper'],
  ['translate' as Task, 'built-in'],
  ['translate' as Task, 'firefox-translations'],
];

async function main(): Promise<void> {
  const only = process.argv.indexOf('--row');
  if (only >= 0) {
    const [task, engine] = process.argv[only + 1]!.split(':') as [Task, string];
    const row = await runRow(task, engine);
    // Exit once the line is written: a held model's idle timer would keep the row alive.
    process.stdout.write(`${JSON.stringify({ ...row, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`, () => process.exit(0));
    return;
  }
  console.log(`bench/quality — models folder ${modelsDir()}; load ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  const absent = NEURAL.filter((e) => !sourceOf(e).installed).map((e) => e.file);
  if (absent.length) console.log(`not installed (replaced by generated graphs; their quality figures mean nothing): ${absent.join(', ')}`);
  const noTranslationModels = ['es', 'fr'].filter((t) => !existsSync(path.join(modelsDir(), `firefox-translations-en-${t}`)));
  if (noTranslationModels.length) console.log(`no Firefox Translations model for en→${noTranslationModels.join(', en→')}: the firefox-translations row runs the generated model (its chrF means nothing)`);
  if (!installedEnglishVoice()) console.log('no English Piper voice installed: the piper voice row runs the generated test voice (its real-time factor means nothing)');
  const rows: RowResult[] = [];
  for (const [task, engine] of ROWS) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/quality/run.ts', '--row', `${task}:${engine}`], { encoding: 'utf8', maxBuffer: 1 << 24 });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.log(`${task} ${engine}: failed — ${(child.stderr || child.stdout).trim().split('\n').slice(-3).join(' | ')}`);
      continue;
    }
    const row = JSON.parse(line) as RowResult;
    rows.push(row);
    console.log(`${row.task.padEnd(13)} ${row.engine.padEnd(15)} ${row.kind.padEnd(16)} ${String(row.items).padStart(2)} items ${f1(row.msPerItem).padStart(8)} ms/item ${f1(row.peakMb).padStart(7)} MB peak  ${row.figures}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
