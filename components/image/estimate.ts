import type { OperationId } from './operations';

/**
 * A rough duration for the progress bar, from the image size: the API answers once, at the
 * end, so the bar shows time against this estimate. Figures from bench/image (two shared
 * cores, models already loaded) plus a few seconds for a first model load. Past the
 * estimate the bar says "finishing".
 */
export interface Estimating {
  op: OperationId;
  pixels: number;
  outscale?: number;
  upsampler?: string;
}

export function estimateSeconds({ op, pixels, ...options }: Estimating): number {
  const mp = Math.max(0.01, pixels / 1e6);
  // The large network (inputs up to 400×400) costs about 200 s per megapixel, the medium one 12.
  const network = (strong: boolean) => (strong && mp <= 0.16 ? 200 : 12) * mp;
  switch (op) {
    case 'superres':
      return 4 + network(true) + 0.3 * mp * (options.outscale ?? 2) ** 2;
    case 'unblur': {
      const upsampler = options.upsampler === 'upsampler-bicubic' ? 1 * mp : network(options.upsampler !== 'rhino-accel');
      return 8 + 22 * mp + upsampler;
    }
    case 'rembg':
      return 5 + 2 * mp;
    case 'colorize':
      return 6 + 3 * mp;
  }
}
