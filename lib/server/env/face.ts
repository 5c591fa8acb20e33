import { z } from 'zod';

/** Variables of the face capability (documented in .env.example). */
export const faceEnv = {} satisfies Record<string, z.ZodType>;
