import { platformRoutes } from '@/lib/contract/routes/platform';
import { endpointsOf } from '.';

/** The platform endpoints, as the browser calls them: `platformApi.<operation>`. */
export const platformApi = endpointsOf<'platform'>(platformRoutes);
