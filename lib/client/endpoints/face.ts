import { faceRoutes } from '@/lib/contract/routes/face';
import { endpointsOf } from '.';

/** The face endpoints, as the browser calls them: `faceApi.<operation>`. */
export const faceApi = endpointsOf<'face'>(faceRoutes);
