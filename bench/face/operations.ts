/**
 * Face studio bench: time per operation for one face at 1 megapixel, and what the engine's
 * own age estimator reads on each aged result against the target.
 *
 *   npx tsx bench/face/operations.ts            (all styles, ages 20..80, makeup)
 *   npx tsx bench/face/operations.ts --quick    (three styles, ages 20 and 80)
 *
 * The picture is the bundled sample portrait (public domain) resized to 1024×1024 with
 * lanczos3, so the face is about 290 px wide. Timings include decoding, face detection and
 * encoding, as the API does them (but no network, store or worker hand-off). There is no
 * peer on this machine to compare with (no face-stylisation or ageing model ships in npm
 * or Debian); the age table is the check: estimate after vs target.
 */
import { promises as fs } from 'node:fs';
import sharp from 'sharp';
import { FACE_AGES, FACE_STYLE_IDS, MAKEUP_REFERENCES } from '../../lib/contract/face';
import * as operations from '../../lib/engine/face/operations';
import { loadFaceModels } from '../../lib/engine/vision/faces';

const quick = process.argv.includes('--quick');

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const load = await timed(() => loadFaceModels());
  const sample = await fs.readFile('public/face/sample.jpg');
  const picture = new Uint8Array(await sharp(sample).resize(1024, 1024, { kernel: 'lanczos3' }).jpeg({ quality: 94 }).toBuffer());
  const meta = await sharp(picture).metadata();
  console.log(`face bench: ${meta.width}×${meta.height} (${(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6).toFixed(2)} MP), one face; model load ${load.ms.toFixed(0)} ms`);
  console.log('');
  console.log('operation                     time (s)');
  // Warm-up, so the first row does not carry one-off JIT and allocation costs.
  await operations.transform(picture, 'noir', '', 1);
  const styles = quick ? (['cartoon', 'pencil-sketch', 'pixel-8bit'] as const) : FACE_STYLE_IDS;
  for (const styleId of styles) {
    const { ms } = await timed(() => operations.transform(picture, styleId, '', 1));
    console.log(`transform ${styleId.padEnd(20)} ${(ms / 1000).toFixed(2).padStart(8)}`);
  }
  const four = await timed(() => operations.transform(picture, 'cartoon', '', 4));
  console.log(`transform cartoon ×4 variations ${(four.ms / 1000).toFixed(2).padStart(5)}`);
  const references = quick ? MAKEUP_REFERENCES.slice(0, 1) : MAKEUP_REFERENCES;
  for (const reference of references) {
    const bytes = new Uint8Array(await fs.readFile(`public/face/makeup/${reference.id}.jpg`));
    const { ms } = await timed(() => operations.makeup(picture, bytes));
    console.log(`makeup ${reference.id.padEnd(23)} ${(ms / 1000).toFixed(2).padStart(8)}`);
  }
  console.log('');
  console.log('age target   time (s)   estimate before   estimate after   moved towards target');
  const targets = quick ? ['20', '80'] : FACE_AGES;
  for (const target of targets) {
    // operations.age measures the result itself (detection + estimate on the output);
    // the time reported is the API's, which includes that measurement.
    const { value, ms } = await timed(() => operations.age(picture, Number(target)));
    const before = (value.meta.estimated_age_before as number[])[0]!;
    const after = (value.meta.estimated_age_after as Array<number | null>)[0];
    const moved = after == null ? 'face lost' : Math.abs(Number(target) - after) < Math.abs(Number(target) - before) ? 'yes' : 'no';
    console.log(
      `${target.padStart(10)} ${(ms / 1000).toFixed(2).padStart(10)} ${before.toFixed(1).padStart(17)} ${after == null ? '—'.padStart(16) : after.toFixed(1).padStart(16)}   ${moved}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
