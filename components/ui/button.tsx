import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong disabled:bg-accent/50 dark:bg-accent-dark dark:text-surface-dark dark:hover:bg-accent-dark/90',
  secondary:
    'border border-line bg-panel text-ink hover:bg-surface dark:border-line-dark dark:bg-panel-dark dark:text-ink-dark dark:hover:bg-surface-dark',
  ghost: 'text-ink-muted hover:bg-accent-soft hover:text-ink dark:text-ink-muted-dark dark:hover:bg-accent-soft-dark dark:hover:text-ink-dark',
  danger: 'bg-danger text-white hover:bg-danger/90 dark:bg-danger-dark dark:text-surface-dark',
};
const SIZES: Record<Size, string> = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm' };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  busy?: boolean;
}

export function Button({ variant = 'primary', size = 'md', busy = false, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        // nowrap: a button is one line high (h-8/h-10); a wrapped label spills out of it.
        'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      data-size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}
