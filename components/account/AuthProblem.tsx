'use client';

import { ApiClientError } from '@/lib/client';
import { Alert, ErrorMessage } from '@/components/ui/alert';

/** An API error, with a way forward when it is about who you are (401) or what you may do (403). */
export function AuthProblem({ error }: { error: unknown }) {
  if (error instanceof ApiClientError && error.status === 401) {
    const next = typeof window === 'undefined' ? '/account' : window.location.pathname;
    return (
      <Alert tone="error" title="Sign-in needed">
        {error.message}. <a className="underline" href={`/login?next=${encodeURIComponent(next)}`}>Sign in</a>
      </Alert>
    );
  }
  if (error instanceof ApiClientError && error.status === 403) {
    return <Alert tone="error" title="Not allowed">{error.message}</Alert>;
  }
  return <ErrorMessage error={error} />;
}
