import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const CONTROL =
  'w-full rounded-lg border border-line bg-panel px-3 text-sm text-ink placeholder:text-ink-muted/70 ' +
  'aria-[invalid=true]:border-danger dark:border-line-dark dark:bg-panel-dark dark:text-ink-dark dark:placeholder:text-ink-muted-dark/70 ' +
  'dark:aria-[invalid=true]:border-danger-dark disabled:opacity-60';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...rest }, ref) {
  return <input ref={ref} className={cn(CONTROL, 'h-10', className)} {...rest} />;
});

// dir="auto": Arabic or Hebrew typed in runs right to left, from its first letter on.
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...rest }, ref) {
  return <textarea ref={ref} dir="auto" className={cn(CONTROL, 'min-h-28 py-2 leading-relaxed', className)} {...rest} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select({ className, ...rest }, ref) {
  return <select ref={ref} className={cn(CONTROL, 'h-10 pr-8', className)} {...rest} />;
});
