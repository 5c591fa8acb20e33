import { z } from 'zod';

/** Variables of the social capability (documented in .env.example). */
export const socialEnv = {} satisfies Record<string, z.ZodType>;
