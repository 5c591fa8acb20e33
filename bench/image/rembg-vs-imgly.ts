/**
 * Background removal against @imgly/background-removal-node (its own code and its ISNet
 * "medium" model; a devDependency for this comparison only) on the same photos: time per
 * image after the model is loaded, and the IoU of the two masks (alpha ≥ 50 %).
 *
 *   npx tsx bench/image/rembg-vs-imgly.ts
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { decodeImage } from '@/lib/engine/vision/image-io';
import { loadSegmenter, segmentForeground } from '@/lib/engine/vision/segment';
import { maskIoU } from './metrics';
import { loadPhotos } from './photos';

const require = createRequire(path.join(process.cwd(), 'package.json'));
type RemoveBackground = (image: Blob, config?: { model?: 'small' | 'medium'; output?: { format?: string } }) => Promise<Blob>;

async function main() {
  const { removeBackground } = require('@imgly/background-removal-node') as { removeBackground: RemoveBackground };
  const photos = await loadPhotos(['astronaut', 'chelsea', 'coffee', 'rocket', 'camera']);
  await loadSegmenter();
  // Warm both up, so load time is not counted as work.
  const warm = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } }).png().toBuffer();
  await segmentForeground(await decodeImage(warm));
  await removeBackground(new Blob([new Uint8Array(warm)], { type: 'image/png' }), { model: 'medium', output: { format: 'image/png' } });

  console.log('photo      size        ours (s)  imgly (s)  mask IoU');
  const ious: number[] = [];
  let oursTotal = 0;
  let theirsTotal = 0;
  for (const photo of photos) {
    const bytes = await sharp(photo.path).removeAlpha().png().toBuffer();
    const image = await decodeImage(bytes);
    let started = performance.now();
    const ours = await segmentForeground(image);
    const oursSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const blob = await removeBackground(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), { model: 'medium', output: { format: 'image/png' } });
    const theirsSeconds = (performance.now() - started) / 1000;
    const { data, info } = await sharp(Buffer.from(await blob.arrayBuffer())).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const theirs = new Uint8Array(info.width * info.height);
    for (let i = 0; i < theirs.length; i++) theirs[i] = data[i * 4 + 3]!;
    const iou = maskIoU(ours.alpha, theirs);
    ious.push(iou);
    oursTotal += oursSeconds;
    theirsTotal += theirsSeconds;
    console.log(`${photo.name.padEnd(10)} ${`${image.width}×${image.height}`.padEnd(11)} ${oursSeconds.toFixed(2).padStart(8)}  ${theirsSeconds.toFixed(2).padStart(9)}  ${iou.toFixed(3).padStart(8)}`);
  }
  const n = photos.length;
  console.log(`mean                   ${(oursTotal / n).toFixed(2).padStart(8)}  ${(theirsTotal / n).toFixed(2).padStart(9)}  ${(ious.reduce((a, b) => a + b, 0) / n).toFixed(3).padStart(8)}`);
  console.log('(both run the ISNet "medium" weights; ours adds guided-filter edges and a 4 %/96 % alpha stretch, imgly resizes the raw output)');
}

void main();
