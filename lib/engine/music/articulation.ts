import { INSTRUMENTS, type Instrument, type InstrumentId, type Role } from './instruments';
import type { NoteEvent } from './song';

/**
 * How an instrument that borrows another's General MIDI sound plays its part (Instrument.playing):
 * a ukulele's and a mandolin's chords an octave above a guitar's, a mandolin's held notes as a
 * tremolo. Without it a "ukulele song" was a classical guitar's, note for note.
 */

/** A mandolin's tremolo: a stroke every 70 ms or so, whatever the tempo, on notes held longer than two strokes. */
const TREMOLO_SECONDS = 0.07;
/** The highest chord tone moved up an octave: above it the strings' sound thins out. */
const HIGHEST_CHORD_TONE = 86;

export function articulate(id: InstrumentId, role: Role, notes: NoteEvent[], bpm: number): NoteEvent[] {
  const playing = (INSTRUMENTS[id] as Instrument).playing;
  if (!playing) return notes;
  let out = notes;
  if (playing.chordsOctaveUp && role === 'chords') out = out.map((n) => (n.pitch + 12 <= HIGHEST_CHORD_TONE ? { ...n, pitch: n.pitch + 12 } : n));
  if (playing.tremolo && role === 'lead') {
    const stroke = (TREMOLO_SECONDS * bpm) / 60;
    out = out.flatMap((n) => {
      if (n.duration < stroke * 2) return [n];
      const count = Math.floor(n.duration / stroke);
      // Down and up strokes alternate, the up a little softer; the first keeps the note's accent.
      return Array.from({ length: count }, (_, k) => ({
        pitch: n.pitch,
        start: n.start + k * stroke,
        duration: k === count - 1 ? n.duration - k * stroke : stroke * 0.9,
        velocity: k === 0 ? n.velocity : Math.max(1, Math.round(n.velocity * (k % 2 ? 0.72 : 0.82))),
      }));
    });
  }
  return out;
}
