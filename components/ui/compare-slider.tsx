'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';

interface CompareSliderProps {
  before: string;
  after: string;
  beforeLabel?: string;
  afterLabel?: string;
  /** Accessible name of the divider. */
  label?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Before/after comparison: drag the divider with a mouse or finger, or focus it and use the
 * arrow keys (Shift for big steps, Home/End). Wheel or the +/- keys zoom; dragging the
 * picture while zoomed pans it. Both images share one transform so details line up.
 */
export function CompareSlider({ before, after, beforeLabel = 'Before', afterLabel = 'After', label = 'Comparison divider' }: CompareSliderProps) {
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(50);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ mode: 'divider' | 'pan'; x: number; y: number; pan: { x: number; y: number } } | null>(null);
  // The sources that failed to load (a file removed since, an upstream link that expired),
  // by URL, so a new pair is tried afresh.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = (src: string) => () => setFailed((set) => new Set(set).add(src));

  const positionFromEvent = useCallback((clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setPosition(clamp(((clientX - rect.left) / rect.width) * 100, 0, 100));
  }, []);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const onDivider = (event.target as HTMLElement).dataset.role === 'divider';
    drag.current = { mode: onDivider || zoom === 1 ? 'divider' : 'pan', x: event.clientX, y: event.clientY, pan };
    event.currentTarget.setPointerCapture(event.pointerId);
    if (drag.current.mode === 'divider') positionFromEvent(event.clientX);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    if (current.mode === 'divider') positionFromEvent(event.clientX);
    else setPan({ x: current.pan.x + (event.clientX - current.x) / zoom, y: current.pan.y + (event.clientY - current.y) / zoom });
  }
  function onWheel(event: WheelEvent<HTMLDivElement>) {
    setZoom((z) => clamp(z * (event.deltaY < 0 ? 1.2 : 1 / 1.2), 1, 8));
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => setPosition((p) => clamp(p - step, 0, 100)),
      ArrowRight: () => setPosition((p) => clamp(p + step, 0, 100)),
      Home: () => setPosition(0),
      End: () => setPosition(100),
      '+': () => setZoom((z) => clamp(z * 1.25, 1, 8)),
      '=': () => setZoom((z) => clamp(z * 1.25, 1, 8)),
      '-': () => setZoom((z) => clamp(z / 1.25, 1, 8)),
      '0': () => {
        setZoom(1);
        setPan({ x: 0, y: 0 });
      },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  }

  if (failed.has(after)) {
    return (
      <p role="alert" className="rounded-lg border border-line px-3 py-6 text-center text-sm text-ink-muted dark:border-line-dark dark:text-ink-muted-dark" data-testid="compare-unavailable">
        The result image could not be loaded: its file may have been removed, or the server holding it cannot be reached.
      </p>
    );
  }

  const transform = `scale(${zoom}) translate(${pan.x}px, ${pan.y}px)`;
  return (
    <div className="space-y-2">
      <div
        ref={box}
        className="relative touch-none overflow-hidden rounded-lg bg-[repeating-conic-gradient(#8882_0_25%,transparent_0_50%)] bg-[length:16px_16px] select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onWheel={onWheel}
      >
        <img src={after} alt={afterLabel} className="block h-auto w-full" style={{ transform }} draggable={false} onError={fail(after)} />
        <div className="absolute inset-0 overflow-hidden" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
          <img src={before} alt={beforeLabel} className="block h-full w-full object-contain" style={{ transform }} draggable={false} onError={fail(before)} />
        </div>
        <div
          data-role="divider"
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(position)}
          aria-valuetext={`${Math.round(position)}% ${beforeLabel.toLowerCase()}`}
          onKeyDown={onKeyDown}
          className="absolute inset-y-0 w-1 -translate-x-1/2 cursor-ew-resize bg-white shadow-[0_0_0_1px_rgba(0,0,0,.4)]"
          style={{ left: `${position}%` }}
        >
          <span data-role="divider" className="absolute top-1/2 left-1/2 grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-xs text-black shadow">
            ⇆
          </span>
        </div>
        <span className="pointer-events-none absolute top-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">{beforeLabel}</span>
        <span className="pointer-events-none absolute top-2 right-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">{afterLabel}</span>
      </div>
      {failed.has(before) && (
        <p role="alert" className="text-xs text-ink-muted dark:text-ink-muted-dark">
          The original image could not be loaded: its file may have been removed.
        </p>
      )}
      <p className="text-xs text-ink-muted dark:text-ink-muted-dark">
        Drag the divider or focus it and use ← →. Zoom {zoom.toFixed(1)}× (wheel, + and −, 0 to reset); drag to pan when zoomed.
      </p>
    </div>
  );
}
