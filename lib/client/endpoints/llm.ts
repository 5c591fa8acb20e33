import { llmRoutes } from '@/lib/contract/routes/llm';
import { endpointsOf } from '.';

/** The llm endpoints, as the browser calls them: `llmApi.<operation>`. */
export const llmApi = endpointsOf<'llm'>(llmRoutes);
