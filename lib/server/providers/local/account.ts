import 'server-only';
import { accountRecord, findAccount } from '../../auth/accounts';
import { ApiError } from '../../errors';
import { db } from '../../store';
import type { CapabilityProvider } from '../types';

/** GET /me: the caller's account, read fresh so a changed plan or rpm shows at once. */
export const account: CapabilityProvider<'account'> = {
  async me(_input, ctx) {
    if (!ctx.caller.accountId) throw new ApiError('unauthorized', 'Authorization: this credential has no account');
    const found = await findAccount(await db(), ctx.caller.accountId);
    if (!found) throw new ApiError('unauthorized', 'Authorization: the account of this credential no longer exists');
    return accountRecord(found);
  },
};
