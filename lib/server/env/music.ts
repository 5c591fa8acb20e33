import { z } from 'zod';

/** Variables of the music capability (documented in .env.example). */
export const musicEnv = {} satisfies Record<string, z.ZodType>;
