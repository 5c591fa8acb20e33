import 'server-only';
import type { z } from 'zod';
import type { chatCompletionsRequest } from '@/lib/contract/openai';

type Request = z.output<typeof chatCompletionsRequest>;

/** OpenAI's two names for the token limit: the newer one first. */
export const tokenLimit = (input: Request): number | undefined => input.max_completion_tokens ?? input.max_tokens ?? undefined;

/** OpenAI's `stop` (one sequence or a list) as a list, or nothing for none. */
export const stopList = (input: Request): string[] | undefined => (typeof input.stop === 'string' ? [input.stop] : input.stop?.length ? input.stop : undefined);
