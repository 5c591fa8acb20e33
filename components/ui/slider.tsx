'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

interface SliderProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Formats the current value shown beside the track. */
  format?: (value: number) => string;
}

/** A native range input (keyboard and touch for free), with its value shown. */
export const Slider = forwardRef<HTMLInputElement, SliderProps>(function Slider({ className, format, value, ...rest }, ref) {
  const shown = format ? format(Number(value)) : String(value ?? '');
  return (
    <div className="flex items-center gap-3">
      <input ref={ref} type="range" value={value} className={cn('h-2 w-full cursor-pointer accent-accent dark:accent-accent-dark', className)} {...rest} />
      <output className="w-14 shrink-0 text-right font-mono text-sm tabular-nums">{shown}</output>
    </div>
  );
});
