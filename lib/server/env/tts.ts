import { z } from 'zod';

/** Variables of the tts capability (documented in .env.example). */
export const ttsEnv = {} satisfies Record<string, z.ZodType>;
