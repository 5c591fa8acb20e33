import sharp from 'sharp';

/**
 * Two people side by side, for the engines' per-face loops: a portrait (any size, cropped to
 * 320 px square) and a mirrored, slightly re-lit copy of it, on grey.
 */
export async function twoPeopleFrom(portrait: Uint8Array | Buffer, relight: { brightness?: number; hue?: number } = { brightness: 0.95 }): Promise<Uint8Array> {
  const left = await sharp(portrait).resize(320, 320, { fit: 'cover' }).toBuffer();
  const right = await sharp(left).flop().modulate(relight).toBuffer();
  const pair = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#8a8a8a' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: 320, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Uint8Array(pair);
}
