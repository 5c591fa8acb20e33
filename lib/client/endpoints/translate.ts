import { translateRoutes } from '@/lib/contract/routes/translate';
import { endpointsOf } from '.';

/** The translate endpoints, as the browser calls them: `translateApi.<operation>`. */
export const translateApi = endpointsOf<'translate'>(translateRoutes);
