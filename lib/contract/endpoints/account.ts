import { defineEndpoint } from '../define';
import { routes } from '../routes';
import * as account from '../account';

/** The account endpoints: method and path (routes.ts), schemas (account.ts) and examples of each operation. */
export const accountEndpoints = {
  me: defineEndpoint({
    ...routes.account.me,
    summary: "The caller's account",
    request: account.meRequest,
    response: account.accountRecord,
    examples: { valid: [{}], invalid: [] },
  }),
} as const;
