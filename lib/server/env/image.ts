import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/** Variables of the image capability (documented in .env.example). */
export const imageEnv = {
  /**
   * Worker threads running image operations at once. Each uses every core for its model,
   * so more than one only helps on machines with many cores.
   */
  IMAGE_WORKERS: wholeNumber(1, 16).default(1),
  /** Which installed colorization model /image/colorize uses: its id, or "builtin"; unset: the newest installed, else built-in. */
  IMAGE_COLORIZE_MODEL: z.string().min(1).max(100).optional(),
  /** Which installed upscaling model /image/gfp_superres uses: its id, or "builtin"; unset: the newest installed Real-ESRGAN, else built-in. */
  IMAGE_SR_INSTALLED_MODEL: z.string().min(1).max(100).optional(),
  /** Which installed face restoration model /image/unblur and /image/gfp_superres use: its id, or "builtin"; unset: the newest installed GFPGAN/CodeFormer, else none. */
  IMAGE_FACE_RESTORE_MODEL: z.string().min(1).max(100).optional(),
  /**
   * Super-resolution network: thick (ESRGAN RRDN, best, slow), medium (RDN, about 20 times
   * faster) or auto (thick up to 400×400 inputs, medium above).
   */
  IMAGE_SR_MODEL: z.enum(['auto', 'thick', 'medium'], { error: 'must be auto, thick or medium' }).default('auto'),
} satisfies Record<string, z.ZodType>;
