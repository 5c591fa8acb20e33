import { z } from 'zod';

/** Variables of the llm capability (documented in .env.example). */
export const llmEnv = {} satisfies Record<string, z.ZodType>;
