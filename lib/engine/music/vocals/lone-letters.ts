import { runTool } from '../tools';

/**
 * Words of one letter with a mark: Portuguese "é" ("is") and "à", the Czech call "Ó". Spoken
 * alone, as the singer speaks every word, several of eSpeak's voices read such a letter by its
 * name: "é" as "é agudo" in Portuguese, "ó" as "dlouhé ó" in Czech and Slovak, "á" as "a
 * acentuada" in Spanish. The note then sang three syllables that are not in the song. Where the
 * voice names the letter it is spoken bare ("é" as "e", which that voice reads as the vowel);
 * where it reads it as a word (Portuguese "ó", Italian "è", French "à") it stays as written.
 * Which is which is asked of eSpeak itself, once a voice and letter in a process.
 */

export interface ProbeOptions {
  /** eSpeak NG voice, e.g. "pt-br+f3". */
  voice: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

const MARKED_LETTER = /^\p{Script=Latin}\p{M}+$/u;
const named = new Map<string, Promise<boolean>>();

/** The words as the singer should hand them to eSpeak: a marked letter the voice would name, bare. */
export async function spokenWords(words: readonly string[], options: ProbeOptions): Promise<string[]> {
  return Promise.all(
    words.map(async (word) => {
      const parts = word.normalize('NFD');
      if (!MARKED_LETTER.test(parts)) return word;
      const bare = parts[0]!;
      return (await namesLetter(word, options)) && !(await namesLetter(bare, options)) ? bare : word;
    }),
  );
}

/**
 * Whether the voice reads `letter` alone by a name: its phonemes (`-x`) hold a pause ("_|"),
 * a space or a second stress (",") where a vowel read as a word has one stress and no break.
 */
function namesLetter(letter: string, { voice, timeoutMs, signal }: ProbeOptions): Promise<boolean> {
  const key = `${voice}\u0000${letter}`;
  let answer = named.get(key);
  if (!answer) {
    answer = runTool('espeak-ng', ['-q', '-x', '-v', voice], { input: `${letter}\n`, timeoutMs, signal, maxOutputBytes: 1 << 16 })
      .then((output) => /_\||\s|,/.test(output.toString('utf8').trim()))
      // A probe that fails (or was cancelled) leaves the word as written, and is asked again next time.
      .catch(() => {
        named.delete(key);
        return false;
      });
    named.set(key, answer);
  }
  return answer;
}
