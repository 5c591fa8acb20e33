import { openai } from '@/lib/contract/openai';
import { endpoint } from '@/lib/server/endpoint';
import { withOpenAiErrors } from '@/lib/server/openai/errors';
import { speech } from '@/lib/server/openai/speech';

export const POST = withOpenAiErrors(endpoint(openai.speech, (input, ctx) => speech(input, ctx)));
