import type { SectionKind } from './lyrics';

/** Timing and dynamics shared by every part: swing, section intensity, velocity. */

/** Moves off-beat eighths (and the sixteenths between) later, for swung genres. */
export function swingBeat(beat: number, swing: number): number {
  if (swing <= 0.5) return beat;
  const whole = Math.floor(beat);
  const frac = beat - whole;
  const eps = 1e-6;
  if (Math.abs(frac - 0.5) < eps) return whole + swing;
  if (Math.abs(frac - 0.25) < eps) return whole + swing / 2;
  if (Math.abs(frac - 0.75) < eps) return whole + swing + (1 - swing) / 2;
  return beat;
}

/** How full each section sounds, 0..1: choruses hit hardest, breaks and intros least. */
export const INTENSITY: Record<SectionKind, number> = {
  intro: 0.45,
  verse: 0.7,
  prechorus: 0.8,
  chorus: 1,
  bridge: 0.6,
  instrumental: 0.9,
  break: 0.35,
  outro: 0.55,
};

/** MIDI velocity from the song's energy, the section's intensity and an accent (0..1). */
export function velocity(energy: number, intensity: number, accent: number, jitter: number): number {
  const value = 38 + 62 * (0.45 * energy + 0.55 * intensity) * (0.55 + 0.45 * accent) + jitter;
  return Math.max(1, Math.min(127, Math.round(value)));
}
