import { z } from 'zod';

/** Variables of the image capability (documented in .env.example). */
export const imageEnv = {} satisfies Record<string, z.ZodType>;
