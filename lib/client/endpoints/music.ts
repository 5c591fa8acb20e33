import { musicRoutes } from '@/lib/contract/routes/music';
import { endpointsOf } from '.';

/** The music endpoints, as the browser calls them: `musicApi.<operation>`. */
export const musicApi = endpointsOf<'music'>(musicRoutes);
