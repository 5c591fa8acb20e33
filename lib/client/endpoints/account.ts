import { accountRoutes } from '@/lib/contract/routes/account';
import { endpointsOf } from '.';

/** The account endpoints, as the browser calls them: `accountApi.<operation>`. */
export const accountApi = endpointsOf<'account'>(accountRoutes);
