import { z } from 'zod';

/** Variables of the translate capability (documented in .env.example). */
export const translateEnv = {} satisfies Record<string, z.ZodType>;
