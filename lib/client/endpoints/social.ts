import { socialRoutes } from '@/lib/contract/routes/social';
import { endpointsOf } from '.';

/** The social endpoints, as the browser calls them: `socialApi.<operation>`. */
export const socialApi = endpointsOf<'social'>(socialRoutes);
