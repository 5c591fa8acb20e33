import { imagegenRoutes } from '@/lib/contract/routes/imagegen';
import { endpointsOf } from '.';

/** The imagegen endpoints, as the browser calls them: `imagegenApi.<operation>`. */
export const imagegenApi = endpointsOf<'imagegen'>(imagegenRoutes);
