import { defineEndpoint } from '../define';
import { accountRoutes } from '../routes/account';
import * as account from '../account';

/** The account endpoints: method and path (routes/account.ts), schemas (account.ts) and examples of each operation. */
export const accountEndpoints = {
  me: defineEndpoint({
    ...accountRoutes.me,
    summary: "The caller's account",
    request: account.meRequest,
    response: account.accountRecord,
    examples: { valid: [{}], invalid: [] },
  }),
} as const;
