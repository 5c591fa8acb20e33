import { cyrillicSyllables } from '../cyrillic';
import { runTool } from '../tools';

/**
 * Where eSpeak NG stresses words in Cyrillic, from its dictionaries (Russian, Ukrainian,
 * Bulgarian…: their stress cannot be read from the spelling, and eSpeak knows it for most
 * words). It is asked for each word's phonemes (`-x`: one line a word, `'` before the stressed
 * vowel); a word whose phonemes do not hold one vowel for each of its vowel letters (a number,
 * an abbreviation spelled out) is left out, to be stressed by the lyrics' own rules.
 */

/** Vowels among eSpeak's phoneme mnemonics (ɐ is V, ə @, ɵ 8, ɪ I). */
const PHONEME_VOWEL = /[aAeEiIoOuUyV@038]/g;

export interface StressOptions {
  /** eSpeak's voice for the lyrics' language: "ru", "uk", "bg". */
  voice: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The stressed syllable of each of `words` (Cyrillic, lower case) that eSpeak stresses. */
export async function espeakStresses(words: readonly string[], { voice, timeoutMs, signal }: StressOptions): Promise<Map<string, number>> {
  const stresses = new Map<string, number>();
  if (!words.length) return stresses;
  // Without --stdin eSpeak reads its input a line at a time (with it, as one text): a line a word.
  const output = await runTool('espeak-ng', ['-q', '-x', '-v', voice], { input: `${words.join('\n')}\n`, timeoutMs, signal, maxOutputBytes: 1 << 20 });
  const lines = output.toString('utf8').split('\n').filter((line) => line.trim());
  // One line a word; otherwise a word was read as two, and which is which cannot be told.
  if (lines.length !== words.length) return stresses;
  for (const [at, word] of words.entries()) {
    // "@-" is the Russian voice's slight vowel before r in a cluster ("k@-ras;'ivVja"): no syllable.
    const phonemes = lines[at]!.trim().replaceAll('@-', '');
    const mark = phonemes.indexOf("'");
    if (mark < 0 || (phonemes.match(PHONEME_VOWEL) ?? []).length !== cyrillicSyllables(word)) continue;
    stresses.set(word, (phonemes.slice(0, mark).match(PHONEME_VOWEL) ?? []).length);
  }
  return stresses;
}
