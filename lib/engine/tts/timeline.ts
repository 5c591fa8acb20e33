import type { AudioQuery } from '../../contract/tts';

/**
 * The VOICEVOX engine's rules for turning a query into timed phonemes with a pitch each,
 * applied in its order: interrogative upspeak, flatten the phrases (pauses included), the
 * pre/post silences, pause length and scale, speed, pitch scale, intonation scale. The
 * result is a frame-accurate timeline both voices render from.
 */

/** VOICEVOX's upspeak: a mora of the last vowel, 0.15 s, 0.3 higher in log F0, at most 6.5. */
export const UPSPEAK_LENGTH = 0.15;
export const UPSPEAK_PITCH_ADD = 0.3;
export const UPSPEAK_PITCH_MAX = 6.5;

export type SegmentKind = 'sil' | 'pau' | 'consonant' | 'vowel';

export interface Segment {
  kind: SegmentKind;
  /** The phoneme(s) of the segment, in the voice's own notation. */
  phoneme: string;
  /** Index into Timeline.moras. */
  mora: number;
  /** Output frames [start, end). */
  start: number;
  end: number;
}

export interface TimelineMora {
  /** Accent phrase index; -1 for the leading and trailing silences. */
  phrase: number;
  consonant: string | null;
  vowel: string;
  /** Log F0 after pitch and intonation scales; 0 means unvoiced. */
  pitch: number;
  /** A pause mora (pau) or a silence (sil). */
  silent: boolean;
  /** Added by interrogative upspeak. */
  upspeak: boolean;
  /** For voices that glide instead of adding a mora: log F0 to add by the mora's end ... */
  glide: number;
  /** ... over its last this many seconds. */
  glideSeconds: number;
}

export interface TimelinePhrase {
  /** Indices into Timeline.moras (the phrase's own moras, upspeak included, pause excluded). */
  moras: number[];
  accent: number;
  interrogative: boolean;
  pauseAfter: boolean;
}

export interface Timeline {
  frameSeconds: number;
  frames: number;
  segments: Segment[];
  moras: TimelineMora[];
  phrases: TimelinePhrase[];
}

export interface TimelineOptions {
  frameSeconds: number;
  enableInterrogativeUpspeak: boolean;
  /**
   * 'mora' (VOICEVOX, Japanese): append a mora of the last vowel. 'glide' (syllable voices,
   * where repeating a syllable's rhyme would repeat its final consonants): lengthen the last
   * syllable by the same 0.15 s and let its pitch rise by the same amount.
   */
  upspeak: 'mora' | 'glide';
  /** Text of the vowel-only mora added by upspeak (the vowel's katakana for Japanese). */
  upspeakText?: (vowel: string) => string;
}

interface WorkMora {
  phrase: number;
  consonant: string | null;
  consonantLength: number;
  vowel: string;
  vowelLength: number;
  pitch: number;
  silent: boolean;
  upspeak: boolean;
  glide: number;
  glideSeconds: number;
}

export function buildTimeline(query: AudioQuery, options: TimelineOptions): Timeline {
  const moras: WorkMora[] = [];
  const phrases: TimelinePhrase[] = [];
  const silence = (length: number): WorkMora => ({
    phrase: -1, consonant: null, consonantLength: 0, vowel: 'sil', vowelLength: length, pitch: 0, silent: true, upspeak: false, glide: 0, glideSeconds: 0,
  });

  moras.push(silence(query.prePhonemeLength));
  query.accent_phrases.forEach((phrase, p) => {
    const indices: number[] = [];
    for (const mora of phrase.moras) {
      indices.push(moras.length);
      moras.push({
        phrase: p,
        consonant: mora.consonant ? mora.consonant : null,
        consonantLength: mora.consonant ? (mora.consonant_length ?? 0) : 0,
        vowel: mora.vowel,
        vowelLength: mora.vowel_length,
        pitch: mora.pitch,
        silent: mora.vowel === 'pau',
        upspeak: false,
        glide: 0,
        glideSeconds: 0,
      });
    }
    const last = moras[moras.length - 1]!;
    if (options.enableInterrogativeUpspeak && phrase.is_interrogative && phrase.moras.length > 0 && last.pitch > 0) {
      if (options.upspeak === 'mora') {
        indices.push(moras.length);
        moras.push({
          phrase: p, consonant: null, consonantLength: 0, vowel: last.vowel, vowelLength: UPSPEAK_LENGTH,
          pitch: Math.min(last.pitch + UPSPEAK_PITCH_ADD, UPSPEAK_PITCH_MAX), silent: false, upspeak: true, glide: 0, glideSeconds: 0,
        });
      } else {
        last.vowelLength += UPSPEAK_LENGTH;
        last.glide = Math.min(last.pitch + UPSPEAK_PITCH_ADD, UPSPEAK_PITCH_MAX) - last.pitch;
        last.glideSeconds = UPSPEAK_LENGTH;
        last.upspeak = true;
      }
    }
    const pause = phrase.pause_mora;
    if (pause) {
      moras.push({
        phrase: p, consonant: null, consonantLength: 0, vowel: 'pau', vowelLength: pause.vowel_length, pitch: 0,
        silent: true, upspeak: false, glide: 0, glideSeconds: 0,
      });
    }
    phrases.push({ moras: indices, accent: phrase.accent, interrogative: phrase.is_interrogative ?? false, pauseAfter: Boolean(pause) });
  });
  moras.push(silence(query.postPhonemeLength));

  // Pause length, then its scale (pause moras only: the pre/post silences are 'sil').
  const pauseLength = (query as { pauseLength?: number | null }).pauseLength;
  const pauseScale = (query as { pauseLengthScale?: number }).pauseLengthScale ?? 1;
  for (const mora of moras) {
    if (mora.vowel !== 'pau') continue;
    if (pauseLength !== null && pauseLength !== undefined) mora.vowelLength = pauseLength;
    mora.vowelLength *= pauseScale;
  }
  for (const mora of moras) {
    mora.vowelLength /= query.speedScale;
    mora.consonantLength /= query.speedScale;
    mora.glideSeconds /= query.speedScale;
  }
  // VOICEVOX scales log F0 itself: pitch * 2^pitchScale.
  const pitchFactor = 2 ** query.pitchScale;
  for (const mora of moras) mora.pitch *= pitchFactor;
  const voiced = moras.filter((m) => m.pitch > 0);
  if (voiced.length > 0) {
    const mean = voiced.reduce((sum, m) => sum + m.pitch, 0) / voiced.length;
    for (const mora of voiced) mora.pitch = (mora.pitch - mean) * query.intonationScale + mean;
  }
  for (const mora of moras) {
    // Intonation may push a low mora below zero: keep it voiced at a floor instead of flipping it unvoiced.
    if (mora.pitch < 0) mora.pitch = 0.01;
    mora.glide *= query.intonationScale;
  }

  // Frames: round the cumulative boundaries, so rounding never adds up along the utterance.
  const segments: Segment[] = [];
  let seconds = 0;
  let frame = 0;
  const push = (kind: SegmentKind, phoneme: string, mora: number, length: number) => {
    seconds += Math.max(0, length);
    const end = Math.round(seconds / options.frameSeconds);
    segments.push({ kind, phoneme, mora, start: frame, end: Math.max(end, frame) });
    frame = Math.max(end, frame);
  };
  moras.forEach((mora, index) => {
    if (mora.silent) {
      push(mora.vowel === 'sil' ? 'sil' : 'pau', mora.vowel, index, mora.vowelLength);
      return;
    }
    if (mora.consonant) push('consonant', mora.consonant, index, mora.consonantLength);
    push('vowel', mora.vowel, index, mora.vowelLength);
  });

  return {
    frameSeconds: options.frameSeconds,
    frames: frame,
    segments,
    moras: moras.map((m) => ({
      phrase: m.phrase, consonant: m.consonant, vowel: m.vowel, pitch: m.pitch, silent: m.silent, upspeak: m.upspeak, glide: m.glide, glideSeconds: m.glideSeconds,
    })),
    phrases,
  };
}
