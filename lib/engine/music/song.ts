import type { PlannedSection } from './structure';
import type { Style } from './style';

/** The composed song: what the MIDI writer, the synthesizer and the singer read. */

export interface NoteEvent {
  pitch: number;
  /** Start and length in beats (quarter notes) from the start of the song. */
  start: number;
  duration: number;
  /** 1..127 */
  velocity: number;
}

export interface Part {
  name: string;
  /** General MIDI program; for the drum part, the kit. */
  program: number;
  channel: number;
  /** Mixer settings sent as controllers: volume (7), pan (10), reverb (91), chorus (93). */
  volume: number;
  pan: number;
  reverb: number;
  chorus: number;
  notes: NoteEvent[];
}

/** One sung syllable on one melody note. */
export interface SungNote {
  pitch: number;
  start: number;
  duration: number;
  word: string;
  /** Index of the word across the whole song: syllables of one sung word share it. */
  wordId: number;
  syllableIndex: number;
  syllableCount: number;
}

export interface Song {
  title: string;
  style: Style;
  bpm: number;
  beatsPerBar: number;
  sections: PlannedSection[];
  parts: Part[];
  /** Empty for instrumental songs. */
  vocals: SungNote[];
  /** Lyrics as sung (given, or written for a simple prompt); empty when instrumental. */
  lyrics: string;
  /** Their language (ISO 639-1) when known: the singing voice speaks it. */
  language?: string;
  /** Beats of music (the last bar's end). */
  totalBeats: number;
  /** Length of the audio in seconds: the music plus a short tail for the last chord to ring. */
  durationSeconds: number;
}

export const TAIL_SECONDS = 2;

export function beatsToSeconds(song: Pick<Song, 'bpm'>, beats: number): number {
  return (beats * 60) / song.bpm;
}
