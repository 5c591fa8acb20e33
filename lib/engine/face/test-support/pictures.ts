import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { detectFaces, type DetectedFace } from '../../vision/faces';
import { faceGeometry } from '../geometry';
import { lipsMask } from '../geometry';
import { rgbToLab } from '../../vision/color';
import { twoPeopleFrom } from '../../vision/test-support/two-people';

/** Real photos and measurements shared by the face engine's tests and bench. */

export const SAMPLE_PATH = path.join(process.cwd(), 'public/face/sample.jpg');
export const sampleBytes = (): Uint8Array => new Uint8Array(readFileSync(SAMPLE_PATH));
export const referencePath = (id: string) => path.join(process.cwd(), 'public/face/makeup', `${id}.jpg`);

export interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

export async function rgbaOf(bytes: Uint8Array | Buffer | string): Promise<Rgba> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

export async function facesIn(bytes: Uint8Array | Buffer | string): Promise<DetectedFace[]> {
  const image = await rgbaOf(bytes);
  return detectFaces(image.data, image.width, image.height);
}

/** Mean absolute difference (0..255) of two same-size pictures inside a box. */
export function meanDifference(a: Rgba, b: Rgba, box: { x: number; y: number; width: number; height: number }): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(a.height, box.y + box.height); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(a.width, box.x + box.width); x++) {
      const i = (y * a.width + x) * 4;
      sum += Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
      count += 3;
    }
  }
  return sum / Math.max(1, count);
}

/** Mean Lab colour of the lips of `face` in `image` (pixels well inside the lip mask). */
export function lipColour(image: Rgba, face: DetectedFace): [number, number, number] {
  const mask = lipsMask(faceGeometry(face), image.width, image.height);
  const total = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! < 0.7) continue;
    const lab = rgbToLab(image.data[i * 4]! / 255, image.data[i * 4 + 1]! / 255, image.data[i * 4 + 2]! / 255);
    total[0]! += lab[0];
    total[1]! += lab[1];
    total[2]! += lab[2];
    count++;
  }
  return [total[0]! / count, total[1]! / count, total[2]! / count];
}

export const deltaE = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** Two people side by side: the sample and a mirrored, slightly re-lit copy of it. */
export async function twoPeople(): Promise<Uint8Array> {
  return twoPeopleFrom(await sharp(SAMPLE_PATH).extract({ left: 96, top: 0, width: 320, height: 320 }).toBuffer(), { brightness: 0.95, hue: 6 });
}

/** A photo-like picture without any face: smooth colour fields and texture. */
export async function noFacePicture(): Promise<Uint8Array> {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = 120 + 80 * Math.sin(x / 23);
      raw[i + 1] = 140 + 60 * Math.cos(y / 17);
      raw[i + 2] = 100 + ((x * 7 + y * 13) % 40);
    }
  }
  return new Uint8Array(await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg().toBuffer());
}
