'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { AUDIO_QUERY_BOUNDS, SAMPLING_RATES } from '@/lib/contract/limits/tts';
import { DEFAULT_SETTINGS, type ScaleName, type Settings } from './query-edit';

/**
 * Presets, like the VOICEVOX editor's: a name for a speaker and the slider settings, kept in
 * this browser (localStorage). Stored values are checked against the contract's bounds on
 * the way back in, so an old or hand-edited entry cannot put a slider out of range.
 */
export interface Preset {
  name: string;
  speaker: number;
  settings: Settings;
}

const KEY = 'prism.tts.presets';

function sanitize(raw: unknown): Preset | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as { name?: unknown; speaker?: unknown; settings?: unknown };
  if (typeof r.name !== 'string' || !r.name.trim() || typeof r.speaker !== 'number') return null;
  return { name: r.name.trim().slice(0, 60), speaker: r.speaker, settings: sanitizeSettings(r.settings) };
}

/** Stored slider settings, each back within the contract's bounds (the default where not). */
export function sanitizeSettings(raw: unknown): Settings {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<Settings> & { scales?: Record<string, unknown> };
  const scales = { ...DEFAULT_SETTINGS.scales };
  for (const [name, bounds] of Object.entries(AUDIO_QUERY_BOUNDS) as Array<[ScaleName, { min: number; max: number }]>) {
    const value = r.scales?.[name];
    if (typeof value === 'number' && value >= bounds.min && value <= bounds.max) scales[name] = value;
  }
  const rate = r.outputSamplingRate;
  return {
    scales,
    outputSamplingRate: (SAMPLING_RATES as readonly number[]).includes(rate as number) ? (rate as Settings['outputSamplingRate']) : DEFAULT_SETTINGS.outputSamplingRate,
    outputStereo: r.outputStereo === true,
    upspeak: r.upspeak !== false,
  };
}

// The store is localStorage; React reads it through useSyncExternalStore, so the server
// render (no localStorage) and the first client render agree, and other tabs' saves show up.
const listeners = new Set<() => void>();
const EMPTY: Preset[] = [];
let cache: { raw: string | null; presets: Preset[] } = { raw: null, presets: EMPTY };

function snapshot(): Preset[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.presets;
  let presets: Preset[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    presets = Array.isArray(parsed) ? parsed.map(sanitize).filter((p): p is Preset => p !== null) : EMPTY;
  } catch {
    presets = EMPTY;
  }
  cache = { raw, presets };
  return presets;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function write(next: Preset[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: nothing is kept.
  }
  listeners.forEach((listener) => listener());
}

export function usePresets() {
  const presets = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const save = useCallback(
    (preset: Preset) => write([...snapshot().filter((p) => p.name !== preset.name), preset].sort((a, b) => a.name.localeCompare(b.name))),
    [],
  );
  const remove = useCallback((name: string) => write(snapshot().filter((p) => p.name !== name)), []);
  return { presets, save, remove };
}
