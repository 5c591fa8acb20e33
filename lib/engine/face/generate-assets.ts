/**
 * Renders the catalogue's bundled pictures from the sample face, with the engine itself:
 * a head-and-shoulders preview per style (public/face/styles/<id>.jpg) and a reference face per makeup look
 * (public/face/makeup/<id>.jpg). Run after changing a style or a look:
 *
 *   npx tsx lib/engine/face/generate-assets.ts
 *
 * The sample (public/face/sample.jpg) is NASA's portrait of Eileen Collins, public domain,
 * as shipped in Debian's python3-skimage (skimage/data/astronaut.png); see NOTICE.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FACE_STYLE_IDS, MAKEUP_REFERENCES } from '../../contract/face';
import * as operations from './operations';

const PUBLIC = path.join(process.cwd(), 'public', 'face');

async function save(file: string, bytes: Uint8Array, quality: number): Promise<void> {
  const jpeg = await sharp(bytes).jpeg({ quality, mozjpeg: true }).toBuffer();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, jpeg);
  console.log(path.relative(process.cwd(), file), `${Math.round(jpeg.byteLength / 1024)} KB`);
}

async function main(): Promise<void> {
  const sample = new Uint8Array(await fs.readFile(path.join(PUBLIC, 'sample.jpg')));
  for (const styleId of FACE_STYLE_IDS) {
    const result = await operations.asset(sample, { styleId, maxSide: 320, portraitCrop: true });
    await save(path.join(PUBLIC, 'styles', `${styleId}.jpg`), result.images[0]!.bytes, 84);
  }
  for (const { id } of MAKEUP_REFERENCES) {
    const result = await operations.asset(sample, { lookId: id, maxSide: 512 });
    await save(path.join(PUBLIC, 'makeup', `${id}.jpg`), result.images[0]!.bytes, 90);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
