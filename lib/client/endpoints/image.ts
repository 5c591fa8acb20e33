import { imageRoutes } from '@/lib/contract/routes/image';
import { endpointsOf } from '.';

/** The image endpoints, as the browser calls them: `imageApi.<operation>`. */
export const imageApi = endpointsOf<'image'>(imageRoutes);
