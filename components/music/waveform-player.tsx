'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { formatClock } from './clock';

const BARS = 160;

/** Peak level per bar, from the decoded audio (the first channel is enough for a picture). */
async function decodePeaks(url: string, signal: AbortSignal): Promise<Float32Array> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`audio ${response.status}`);
  const data = await response.arrayBuffer();
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(data);
    const samples = audio.getChannelData(0);
    const size = Math.max(1, Math.floor(samples.length / BARS));
    const peaks = new Float32Array(BARS);
    for (let bar = 0; bar < BARS; bar += 1) {
      let peak = 0;
      for (let i = bar * size; i < Math.min(samples.length, (bar + 1) * size); i += 1) peak = Math.max(peak, Math.abs(samples[i]!));
      peaks[bar] = peak;
    }
    const loudest = Math.max(...peaks, 1e-3);
    return peaks.map((p) => p / loudest);
  } finally {
    void context.close();
  }
}

/**
 * An audio player drawn as a waveform: the bars come from the decoded audio, the played part
 * is coloured, and a range input over the canvas seeks (pointer and keyboard alike).
 */
export function WaveformPlayer({ src, title, compact = false }: { src: string; title: string; compact?: boolean }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const playedRef = useRef<HTMLSpanElement>(null);
  // Keyed by source, so a new src (the partial preview replaced by the full song) starts blank.
  const [decoded, setDecoded] = useState<{ src: string; peaks: Float32Array | null; failed: boolean } | null>(null);
  const peaks = decoded?.src === src ? decoded.peaks : null;
  const failed = decoded?.src === src && decoded.failed;
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    decodePeaks(src, controller.signal)
      .then((result) => setDecoded({ src, peaks: result, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setDecoded({ src, peaks: null, failed: true });
      });
    return () => controller.abort();
  }, [src]);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const rest = getComputedStyle(canvas).color;
    const played = playedRef.current ? getComputedStyle(playedRef.current).color : rest;
    const progress = duration > 0 ? time / duration : 0;
    const bars = peaks ?? new Float32Array(BARS).fill(0.04);
    const step = width / bars.length;
    bars.forEach((peak, i) => {
      const barHeight = Math.max(2, peak * (height - 4));
      context.fillStyle = i / bars.length < progress ? played : rest;
      context.fillRect(i * step + step * 0.15, (height - barHeight) / 2, Math.max(1, step * 0.7), barHeight);
    });
  }, [peaks, time, duration]);

  useEffect(() => {
    draw();
    const observer = new ResizeObserver(draw);
    if (canvasRef.current) observer.observe(canvasRef.current);
    return () => observer.disconnect();
  }, [draw]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play();
    else audio.pause();
  };

  return (
    <div className="flex items-center gap-3">
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-white hover:bg-accent-strong dark:bg-accent-dark dark:text-surface-dark"
      >
        {playing ? (
          <svg aria-hidden viewBox="0 0 16 16" className="size-4 fill-current">
            <rect x="3" y="2" width="3.5" height="12" rx="1" />
            <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
          </svg>
        ) : (
          <svg aria-hidden viewBox="0 0 16 16" className="size-4 fill-current">
            <path d="M4 2.5v11a.5.5 0 0 0 .76.43l9-5.5a.5.5 0 0 0 0-.86l-9-5.5A.5.5 0 0 0 4 2.5Z" />
          </svg>
        )}
      </button>
      <div className="min-w-0 flex-1">
        <div className="relative rounded has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-accent dark:has-[input:focus-visible]:ring-accent-dark">
          <canvas
            ref={canvasRef}
            aria-hidden
            data-testid="waveform"
            data-ready={peaks ? 'true' : 'false'}
            className={cn('block w-full text-ink-muted/45 dark:text-ink-muted-dark/70', compact ? 'h-8' : 'h-14')}
          />
          <span ref={playedRef} aria-hidden className="hidden text-accent dark:text-accent-dark" />
          <input
            type="range"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            onChange={(e) => {
              if (audioRef.current) audioRef.current.currentTime = Number(e.target.value);
            }}
            aria-label={`Seek in ${title}`}
            aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          />
        </div>
        <div className="mt-1 flex justify-between text-xs text-ink-muted tabular-nums dark:text-ink-muted-dark">
          <span>{formatClock(time)}</span>
          {failed ? <span>waveform unavailable</span> : null}
          <span>{formatClock(duration)}</span>
        </div>
      </div>
    </div>
  );
}
