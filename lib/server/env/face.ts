import 'server-only';
import { z } from 'zod';
import { wholeNumber } from './rules';

/** Variables of the face capability (documented in .env.example). */
export const faceEnv = {
  /** Which installed age model /face/age uses: its id, or "builtin"; unset: the newest installed StyleGANEX, else built-in. */
  FACE_AGE_MODEL: z.string().min(1).max(100).optional(),
  /**
   * Worker threads running face operations at once. Each holds its own copy of the face
   * models (about 60 MB) and uses one core; 0 means one less than the cores, at least one.
   */
  FACE_WORKERS: wholeNumber(0, 16).default(0),
} satisfies Record<string, z.ZodType>;
