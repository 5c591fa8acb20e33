import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decodeImage, type DecodedImage } from '../../vision/image-io';

/** Test photos (public domain / CC0, from Debian's python3-skimage; see tests/fixtures/image/README.md). */
export const fixtureBytes = (name: string) => new Uint8Array(readFileSync(path.join(process.cwd(), 'tests/fixtures/image', name)));

export const fixtureImage = (name: string): Promise<DecodedImage> => decodeImage(fixtureBytes(name));

/** A fixture resized so its long side is `side` px, as JPEG bytes. */
export async function smallFixture(name: string, side: number): Promise<Uint8Array> {
  return new Uint8Array(await sharp(fixtureBytes(name)).resize(side, side, { fit: 'inside' }).jpeg({ quality: 92 }).toBuffer());
}

/** Mean absolute Laplacian (high-frequency energy) of the luma over pixels where `select` is true. */
export function detailEnergy(rgba: Uint8Array, width: number, height: number, select: (x: number, y: number) => boolean): number {
  let sum = 0;
  let count = 0;
  const luma = (x: number, y: number) => {
    const j = (y * width + x) * 4;
    return 0.299 * rgba[j]! + 0.587 * rgba[j + 1]! + 0.114 * rgba[j + 2]!;
  };
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      if (!select(x, y)) continue;
      sum += Math.abs(4 * luma(x, y) - luma(x - 1, y) - luma(x + 1, y) - luma(x, y - 1) - luma(x, y + 1));
      count++;
    }
  return count ? sum / count : 0;
}

/** Mean R, G, B, mean saturation (max−min) and luma standard deviation. */
export function colorStats(rgba: Uint8Array): { r: number; g: number; b: number; saturation: number; contrast: number } {
  let r = 0;
  let g = 0;
  let b = 0;
  let saturation = 0;
  let l = 0;
  let l2 = 0;
  const n = rgba.length / 4;
  for (let j = 0; j < rgba.length; j += 4) {
    r += rgba[j]!;
    g += rgba[j + 1]!;
    b += rgba[j + 2]!;
    saturation += Math.max(rgba[j]!, rgba[j + 1]!, rgba[j + 2]!) - Math.min(rgba[j]!, rgba[j + 1]!, rgba[j + 2]!);
    const y = 0.299 * rgba[j]! + 0.587 * rgba[j + 1]! + 0.114 * rgba[j + 2]!;
    l += y;
    l2 += y * y;
  }
  return { r: r / n, g: g / n, b: b / n, saturation: saturation / n, contrast: Math.sqrt(l2 / n - (l / n) ** 2) };
}
