import sharp from 'sharp';
import { fixtureBytes } from '../test-support/fixtures';

/** Two people side by side: the astronaut portrait and a mirrored, slightly darker copy (for per-face loops). */
export async function twoPeople(): Promise<Uint8Array> {
  const left = await sharp(fixtureBytes('astronaut.jpg')).resize(320, 320, { fit: 'cover' }).toBuffer();
  const right = await sharp(left).flop().modulate({ brightness: 0.95 }).toBuffer();
  const pair = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#8a8a8a' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: 320, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Uint8Array(pair);
}
