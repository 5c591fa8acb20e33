import { cn } from '@/components/ui/cn';

const TONES = {
  active: 'bg-success/10 text-success dark:bg-success-dark/10 dark:text-success-dark',
  revoked: 'bg-danger/10 text-danger dark:bg-danger-dark/10 dark:text-danger-dark',
  expired: 'bg-ink-muted/10 text-ink-muted dark:bg-ink-muted-dark/10 dark:text-ink-muted-dark',
} as const;

export type CredentialStatus = keyof typeof TONES;

export function StatusBadge({ status }: { status: CredentialStatus }) {
  return <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium', TONES[status])}>{status}</span>;
}
