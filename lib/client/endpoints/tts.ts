import { ttsRoutes } from '@/lib/contract/routes/tts';
import { endpointsOf } from '.';

/** The tts endpoints, as the browser calls them: `ttsApi.<operation>`. */
export const ttsApi = endpointsOf<'tts'>(ttsRoutes);
