'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/components/ui/cn';

interface MoraSliderProps {
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** Called once when a drag or key press is over (to re-synthesize, save ...). */
  onCommit?: () => void;
  label: string;
  format: (value: number) => string;
  disabled?: boolean;
  /** Track height in pixels. */
  height?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A vertical slider for one mora's pitch or length, as in the VOICEVOX editor: drag the bar
 * (mouse, pen or touch), or focus it and use the arrow keys (Shift for bigger steps), Page
 * Up/Down, Home and End. It is an ARIA slider, so screen readers announce the value.
 */
export function MoraSlider({ value, min, max, step, onChange, onCommit, label, format, disabled, height = 112 }: MoraSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const shown = clamp(value, min, max);
  const fraction = (shown - min) / (max - min);
  const snap = (v: number) => clamp(Math.round(v / step) * step, min, max);

  function fromPointer(event: PointerEvent) {
    const rect = track.current!.getBoundingClientRect();
    const f = 1 - (event.clientY - rect.top) / rect.height;
    onChange(snap(min + clamp(f, 0, 1) * (max - min)));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (disabled) return;
    const big = (max - min) / 10;
    const moves: Record<string, number> = {
      ArrowUp: event.shiftKey ? step * 10 : step,
      ArrowRight: event.shiftKey ? step * 10 : step,
      ArrowDown: event.shiftKey ? -step * 10 : -step,
      ArrowLeft: event.shiftKey ? -step * 10 : -step,
      PageUp: big,
      PageDown: -big,
    };
    let next: number | null = null;
    if (event.key in moves) next = snap(value + moves[event.key]!);
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  }

  return (
    <div
      ref={track}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={Number(shown.toFixed(4))}
      aria-valuetext={format(value)}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onKeyUp={(event) => {
        if (!disabled && /^(Arrow|Page|Home|End)/.test(event.key)) onCommit?.();
      }}
      onPointerDown={(event) => {
        if (disabled) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (!disabled && event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
      }}
      onPointerUp={(event) => {
        if (disabled) return;
        event.currentTarget.releasePointerCapture(event.pointerId);
        onCommit?.();
      }}
      style={{ height }}
      className={cn(
        'relative w-7 touch-none rounded-md border border-line bg-surface select-none dark:border-line-dark dark:bg-surface-dark',
        disabled ? 'cursor-not-allowed opacity-40' : 'cursor-ns-resize',
      )}
    >
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 rounded-md bg-accent/25 dark:bg-accent-dark/30"
        style={{ height: `${fraction * 100}%` }}
      />
      <div
        aria-hidden
        className="absolute inset-x-0.5 h-1.5 -translate-y-1/2 rounded bg-accent dark:bg-accent-dark"
        style={{ top: `${(1 - fraction) * 100}%` }}
      />
    </div>
  );
}
