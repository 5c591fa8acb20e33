import { contract } from '@/lib/contract';
import { endpoint } from '@/lib/server/endpoint';
import { providerNameFor } from '@/lib/server/providers';

// The hosted service has no model list (this is a Prism extension): with the upstream
// provider the picker gets an empty list, and the studio lets the user type a name.
export const GET = endpoint(contract.llm.models, (input, ctx) =>
  providerNameFor('llm') === 'upstream' ? Promise.resolve({ backend: 'upstream' as const, models: [], default: null }) : ctx.provider.llm.models(input, ctx),
);
