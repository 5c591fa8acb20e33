import { unmarked } from '../cyrillic';
import type { Song, SungNote } from '../song';
import { beatsToSeconds } from '../song';
import { midiToHz } from '../theory';
import { analyzeWord, syllableRanges, type WordAnalysis } from './analysis';
import { ESPEAK_RATE, espeakPitchFor, speakWords, voiceFor } from './espeak';
import { singSyllable } from './psola';

/**
 * The vocal track: every sung word is spoken once by eSpeak NG (repeated words once in all),
 * cut into its syllables, and each syllable is sung on its melody note, for the note's
 * length, at the note's time. Returns mono audio at `sampleRate`, as long as the song.
 */

export interface SingOptions {
  sampleRate: number;
  /** Only notes that start before this time (seconds) are sung (partial renders). */
  endSeconds: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

// A word is spoken without the stress mark a reading may put on it (cyrillic.ts): eSpeak reads it otherwise.
const normalizeWord = (word: string) => unmarked(word).toLowerCase();

export async function singVocals(song: Song, options: SingOptions): Promise<Float32Array> {
  const frames = Math.round(options.endSeconds * options.sampleRate);
  const track = new Float32Array(frames);
  const notes = song.vocals.filter((note) => beatsToSeconds(song, note.start) < options.endSeconds);
  if (!notes.length) return track;

  // The monotone eSpeak speaks at: the middle of the tune, so PSOLA moves it least.
  const pitches = notes.map((n) => n.pitch).sort((a, b) => a - b);
  const centreHz = midiToHz(pitches[Math.floor(pitches.length / 2)]!);
  const voice = song.style.voice;
  const speakHz = Math.min(voice === 'female' ? 300 : 155, Math.max(voice === 'female' ? 150 : 75, centreHz));
  const unique = [...new Set(notes.map((n) => normalizeWord(n.word)))];
  const clips = await speakWords(unique, {
    voice: voiceFor(song.lyrics, voice, song.language),
    pitch: espeakPitchFor(speakHz, voice),
    speed: 135,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  const analyses = new Map<string, WordAnalysis>();
  unique.forEach((word, i) => analyses.set(word, analyzeWord(clips[i]!, ESPEAK_RATE, speakHz)));

  // Sing at eSpeak's rate, then resample the finished track once.
  const sungFrames = Math.round(options.endSeconds * ESPEAK_RATE);
  const sung = new Float32Array(sungFrames);
  const byWord = new Map<number, SungNote[]>();
  for (const note of notes) byWord.set(note.wordId, [...(byWord.get(note.wordId) ?? []), note]);
  for (const group of byWord.values()) {
    const analysis = analyses.get(normalizeWord(group[0]!.word));
    if (!analysis || !analysis.samples.length) continue;
    const ranges = syllableRanges(analysis, group[0]!.syllableCount);
    for (const note of group) {
      const [from, to] = ranges[Math.min(ranges.length - 1, note.syllableIndex)]!;
      const start = Math.round(beatsToSeconds(song, note.start) * ESPEAK_RATE);
      // Legato inside a word, a breath between words.
      const last = note.syllableIndex === note.syllableCount - 1;
      const length = Math.round(beatsToSeconds(song, note.duration) * ESPEAK_RATE * (last ? 0.9 : 1));
      const audio = singSyllable(analysis, { from, to, targetHz: midiToHz(note.pitch), length, sampleRate: ESPEAK_RATE });
      const room = Math.min(audio.length, sungFrames - start);
      for (let i = 0; i < room; i += 1) sung[start + i] = sung[start + i]! + audio[i]!;
    }
    if (options.signal?.aborted) throw new Error('aborted');
  }
  return resample(sung, ESPEAK_RATE, options.sampleRate, frames);
}

/** Linear-interpolation resampling; fine for a voice band-limited well below 11 kHz. */
export function resample(input: Float32Array, from: number, to: number, frames: number): Float32Array {
  const out = new Float32Array(frames);
  const ratio = from / to;
  for (let i = 0; i < frames; i += 1) {
    const position = i * ratio;
    const index = Math.floor(position);
    const fraction = position - index;
    const a = input[index] ?? 0;
    const b = input[index + 1] ?? a;
    out[i] = a + (b - a) * fraction;
  }
  return out;
}
