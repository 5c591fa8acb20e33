import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'error' | 'info' | 'success';
const TONES: Record<Tone, string> = {
  error: 'border-danger/40 bg-danger/5 text-danger dark:border-danger-dark/40 dark:text-danger-dark',
  info: 'border-accent/30 bg-accent-soft text-ink dark:border-accent-dark/30 dark:bg-accent-soft-dark dark:text-ink-dark',
  success: 'border-success/40 bg-success/5 text-success dark:border-success-dark/40 dark:text-success-dark',
};

/** A message box; errors are announced to screen readers as they appear. */
export function Alert({ tone = 'info', title, children }: { tone?: Tone; title?: ReactNode; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border px-3 py-2 text-sm', TONES[tone])}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}

/** Shows an API error's message (the envelope's) as `ProblemAlert` does, or nothing. */
export function ErrorMessage({ error, offerSignIn = true }: { error: unknown; offerSignIn?: boolean }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return <ProblemAlert message={message} status={statusOf(error)} offerSignIn={offerSignIn} />;
}

/**
 * A refused request's message, by its HTTP status. A 401 on a studio page means its session
 * ended while it was open (pages themselves send a signed-out browser to /login): it links to
 * the sign-in in a new tab, so what this page holds stays for the retry. Not on the sign-in
 * form itself (`offerSignIn={false}`), nor on an /embed page: its visitor came by a demo link
 * and has no sign-in.
 */
export function ProblemAlert({ message, status, offerSignIn = true }: { message: string; status?: number; offerSignIn?: boolean }) {
  if (status === 401 && offerSignIn && !onEmbedPage()) {
    return (
      <Alert tone="error" title="Sign-in needed">
        {message}
        {/[.!?]$/.test(message) ? ' ' : '. '}
        <a className="underline" href={signInHref()} target="_blank" rel="noopener">
          Sign in in a new tab
        </a>
        , then try again here: this page keeps what you entered.
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={status === 403 ? 'Not allowed' : undefined}>
      {message}
    </Alert>
  );
}

/**
 * The HTTP status an API client error carries (lib/client/api.ts's ApiClientError), read
 * from the object rather than by `instanceof`: every page shows this component, and importing
 * the client here put it, and what it imports, in every page's first load.
 */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

const onEmbedPage = () => typeof window !== 'undefined' && /^\/embed(\/|$)/.test(window.location.pathname);

/** The sign-in page, coming back to this page once signed in. */
function signInHref(): string {
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return `/login?next=${encodeURIComponent(here)}`;
}
