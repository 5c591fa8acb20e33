'use client';

import type { ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/alert';

/**
 * The list part of a credential card (API keys, demo links): loading, the list's own error
 * (sign in again), a failed revocation, the empty text, then the table.
 */
export function CredentialList({
  query,
  revokeError,
  count,
  loading,
  empty,
  children,
}: {
  query: { isPending: boolean; error: unknown };
  revokeError: unknown;
  /** How many there are, once the list has loaded. */
  count: number | undefined;
  loading: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mt-5">
      {query.isPending && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{loading}</p>}
      {query.error ? <ErrorMessage error={query.error} /> : null}
      <ErrorMessage error={revokeError} />
      {count === 0 && <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{empty}</p>}
      {count !== undefined && count > 0 && children}
    </div>
  );
}

/** The create form's own error, under it. */
export function FormError({ error }: { error: unknown }) {
  return (
    <div className="mt-3">
      <ErrorMessage error={error} />
    </div>
  );
}
