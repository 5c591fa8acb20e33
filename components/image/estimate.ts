import type { OperationId } from './operations';

/**
 * A rough duration for the progress bar, from the image size: the API answers once, at the
 * end, so the bar shows time against this estimate (bench/image gives the real figures on
 * this kind of machine: two shared cores). Past the estimate the bar says "finishing".
 */
export function estimateSeconds(op: OperationId, pixels: number, options: { outscale?: number; upsampler?: string } = {}): number {
  const mp = Math.max(0.01, pixels / 1e6);
  switch (op) {
    case 'superres': {
      // The large network (inputs up to 0.16 MP) is about 20× slower per pixel than the medium one.
      const perMp = mp <= 0.16 ? 300 : 45;
      return 3 + perMp * mp + (options.outscale ?? 2) ** 2 * mp * 0.6;
    }
    case 'unblur': {
      const upsampler = options.upsampler === 'upsampler-bicubic' ? 2 : options.upsampler === 'rhino-accel' ? 45 : mp <= 0.16 ? 300 : 45;
      return 12 + (upsampler + 15) * mp;
    }
    case 'rembg':
      return 8 + 3 * mp;
    case 'colorize':
      return 12 + 4 * mp;
  }
}
