import { openai } from '@/lib/contract/openai';
import { endpoint } from '@/lib/server/endpoint';
import { withOpenAiErrors } from '@/lib/server/openai/errors';
import { openAiModels } from '@/lib/server/openai/models';

export const GET = withOpenAiErrors(endpoint(openai.models, async (_input, ctx) => Response.json(await openAiModels(ctx))));
