import sharp from 'sharp';

/**
 * Iterative back-projection (Irani and Peleg, 1991): nudges an upscaled image until
 * shrinking it again gives back the input. Each round shrinks the estimate with a bicubic
 * filter, takes the difference from the real low-resolution pixels, enlarges that residual
 * and adds it. A network's output drifts a little from its input's colours and edges; this
 * pulls it back, which measurably raises fidelity (PSNR) without blurring detail.
 *
 * Works on RGB bytes in place, with 8-bit residuals (clamped to ±127, far more than the
 * corrections a good network needs), so memory stays a few bytes per output pixel.
 */
export async function backProject(
  estimate: Uint8Array,
  width: number,
  height: number,
  lowRgb: Uint8Array,
  lowWidth: number,
  lowHeight: number,
  rounds = 2,
): Promise<Uint8Array> {
  const raw = (bytes: Uint8Array, w: number, h: number) => sharp(bytes, { raw: { width: w, height: h, channels: 3 }, limitInputPixels: false });
  const residual = new Uint8Array(lowWidth * lowHeight * 3);
  for (let round = 0; round < rounds; round++) {
    const shrunk = await raw(estimate, width, height).resize(lowWidth, lowHeight, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
    for (let i = 0; i < residual.length; i++) {
      const d = lowRgb[i]! - shrunk[i]! + 128;
      residual[i] = d < 0 ? 0 : d > 255 ? 255 : d;
    }
    const enlarged = await raw(residual, lowWidth, lowHeight).resize(width, height, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
    for (let i = 0; i < estimate.length; i++) {
      const v = estimate[i]! + enlarged[i]! - 128;
      estimate[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return estimate;
}
