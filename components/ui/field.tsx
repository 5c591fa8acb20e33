'use client';

import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';

interface FieldProps {
  label: ReactNode;
  /** The validation message, shown under the control and announced. */
  error?: string;
  hint?: ReactNode;
  /** A single form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted dark:text-ink-muted-dark">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-danger dark:text-danger-dark">
          {error}
        </p>
      )}
    </div>
  );
}
