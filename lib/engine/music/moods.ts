import type { Mode } from './theory';

/** Mood words: each nudges mode, tempo, loudness and register. Several may combine. */
export interface MoodProfile {
  words: string[];
  mode?: Mode;
  /** Added to the genre's tempo (bpm). */
  tempo: number;
  /** 0..1 added to the energy (velocity, drum density). */
  energy: number;
  /** Semitones added to the melody register. */
  register: number;
}

export const MOODS = {
  happy: { words: ['happy', 'joyful', 'cheerful', 'fun', 'sunny', 'bright', 'playful'], mode: 'major', tempo: 8, energy: 0.15, register: 2 },
  sad: { words: ['sad', 'sorrow', 'sorrowful', 'heartbreak', 'heartbroken', 'lonely', 'tears', 'crying'], mode: 'minor', tempo: -14, energy: -0.2, register: -2 },
  melancholic: { words: ['melancholic', 'melancholy', 'nostalgic', 'bittersweet', 'wistful'], mode: 'minor', tempo: -8, energy: -0.1, register: 0 },
  dark: { words: ['dark', 'sinister', 'gloomy', 'haunting', 'ominous', 'mysterious'], mode: 'minor', tempo: -4, energy: 0, register: -3 },
  calm: { words: ['calm', 'chill', 'relaxing', 'relaxed', 'peaceful', 'soft', 'gentle', 'mellow', 'sleepy', 'lullaby'], tempo: -10, energy: -0.25, register: 0 },
  energetic: { words: ['energetic', 'upbeat', 'powerful', 'driving', 'intense', 'hype', 'party'], tempo: 12, energy: 0.3, register: 2 },
  romantic: { words: ['romantic', 'love', 'tender', 'sweet', 'warm'], mode: 'major', tempo: -6, energy: -0.1, register: 0 },
  dreamy: { words: ['dreamy', 'ethereal', 'floating', 'hazy', 'spacey'], tempo: -6, energy: -0.15, register: 3 },
  uplifting: { words: ['uplifting', 'hopeful', 'inspiring', 'triumphant', 'anthem', 'heroic'], mode: 'major', tempo: 6, energy: 0.2, register: 2 },
  angry: { words: ['angry', 'aggressive', 'rage', 'furious'], mode: 'minor', tempo: 14, energy: 0.35, register: -2 },
} as const satisfies Record<string, MoodProfile>;

export type MoodId = keyof typeof MOODS;
