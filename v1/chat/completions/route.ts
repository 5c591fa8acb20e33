import { openai } from '@/lib/contract/openai';
import { endpoint } from '@/lib/server/endpoint';
import { withOpenAiErrors } from '@/lib/server/openai/errors';
import { chatCompletions } from '@/lib/server/openai/chat-completions';

export const POST = withOpenAiErrors(endpoint(openai.chatCompletions, (input, ctx) => chatCompletions(input, ctx)));
