'use client';

import type { ResultOf } from '@/lib/contract/define';
import { callEndpoint } from '@/lib/client';
import { useCachedQuery } from '@/lib/client/query';
import { accountApi } from '@/lib/client/endpoints/account';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { grouped } from '@/lib/contract/limits/figures';
import { formatPlanExpiry } from './format';
import type { contract } from '@/lib/contract/registry';

interface LimitWindow {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export const ME_QUERY_KEY = [accountApi.me.id, 'with-limit'];

/** GET /me, with the RateLimit-* figures of the same answer: the requests left right now. */
function useAccount() {
  return useCachedQuery<{ account: ResultOf<typeof contract.account.me>; window: LimitWindow | null }>(
    ME_QUERY_KEY,
    async (signal) => {
      let limitWindow: LimitWindow | null = null;
      const account = await callEndpoint(accountApi.me, {}, {
        signal,
        onHeaders: (headers) => {
          const limit = Number(headers.get('ratelimit-limit'));
          const remaining = Number(headers.get('ratelimit-remaining'));
          const resetSeconds = Number(headers.get('ratelimit-reset'));
          if (headers.has('ratelimit-limit')) limitWindow = { limit, remaining, resetSeconds };
        },
      });
      return { account, window: limitWindow };
    },
    { staleTime: 0 },
  );
}

export function AccountCard() {
  const me = useAccount();
  return (
    <Card aria-labelledby="account-heading">
      <CardTitle
        action={
          <Button variant="ghost" size="sm" onClick={() => me.refetch()} busy={me.isFetching} aria-label="Refresh account">
            Refresh
          </Button>
        }
      >
        <span id="account-heading">Your account</span>
      </CardTitle>
      {me.isPending && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">Loading…</p>}
      {me.error && <ErrorMessage error={me.error} />}
      {me.data && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="account-record">
          <Item label="Name" value={me.data.account.name} />
          <Item label="Plan" value={me.data.account.current_plan} />
          <Item label="Plan ends" value={formatPlanExpiry(me.data.account.plan_expiry_date)} />
          {/* Two limits, each named: owner keys count against the account's rpm, while this
              page counts against its studio session's (RATE_LIMIT_SESSION_RPM), which the
              RateLimit-* headers report. Unnamed, "1000" beside "599 of 600" read as a fault. */}
          <Item label="Requests per minute (owner keys)" value={grouped(me.data.account.current_rpm)} />
          <Item
            label="Requests left in this window (this browser)"
            value={
              me.data.window
                ? `${grouped(me.data.window.remaining)} of ${grouped(me.data.window.limit)} (resets in ${me.data.window.resetSeconds} s)`
                : 'Not limited'
            }
            testId="requests-left"
          />
          <Item label="Account id" value={me.data.account.id} mono />
        </dl>
      )}
    </Card>
  );
}

function Item({ label, value, mono, testId }: { label: string; value: string; mono?: boolean; testId?: string }) {
  return (
    <div>
      <dt className="text-ink-muted dark:text-ink-muted-dark">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : 'font-medium'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
