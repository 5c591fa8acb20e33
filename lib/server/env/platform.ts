import { z } from 'zod';

/** Accounts, sessions, rate limits, files, fetching and jobs. */
export const platformEnv = {} satisfies Record<string, z.ZodType>;
