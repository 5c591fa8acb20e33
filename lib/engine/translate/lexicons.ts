import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Assessment } from './detect';
import { greetingLanguages } from './greetings';
import { isoFromApertium } from './language-codes';
import { ApertiumPipeline } from './pipeline';
import { deformat } from './stream-format';

/**
 * Apertium's morphological analysers used as word lists, for the texts n-gram detection reads
 * worst: a word or two ("Hello" reads as Finnish, "Hello world" as Norwegian, "Kaixo" as
 * Portuguese). Each installed analyser (`lt-proc -a`, the first stage of every translation)
 * says whether it knows every word of the text; among the languages that do, the detector's
 * own scores choose. Only short texts are checked; the analysers stay running between checks.
 */

export const DEFAULT_APERTIUM_DIR = '/usr/share/apertium';

/** Texts longer than this are left to the n-gram detector, which reads them well. */
export const MAX_WORDS = 3;
const MAX_CHARACTERS = 40;
/** Longest an analyser may take over one text; longer, it is stopped and knows nothing. */
const ANALYSER_TIMEOUT_MS = 5000;
/** An analyser not asked for this long stops (its memory back); the next check starts it. */
const DEFAULT_IDLE_MS = 2 * 60_000;

export interface AnalyserOptions {
  /** Stop each analyser after this long without a check (ms; 0 keeps them running). */
  idleMs?: number;
}

/**
 * A pair's analyser knows the words of that pair's dictionary only, so the largest knows most;
 * past this size it takes longer to load than a detection should (French's in fra-oci: 5.6 MB,
 * 0.6 s), and a smaller one of the language is taken instead when there is one.
 */
const ANALYSER_MAX_BYTES = 2 * 1024 * 1024;

/** Language → its analyser's file: the largest installed under ANALYSER_MAX_BYTES (else the smallest). */
export function findAnalysers(apertiumDir = DEFAULT_APERTIUM_DIR): Map<string, string> {
  const found = new Map<string, { file: string; size: number }>();
  let packages: string[];
  try {
    // Debian's /usr/share, outside the project: nothing to trace into the build.
    packages = readdirSync(/*turbopackIgnore: true*/ apertiumDir).filter((name) => name.startsWith('apertium-'));
  } catch {
    return new Map();
  }
  for (const pkg of packages) {
    const folder = path.join(/*turbopackIgnore: true*/ apertiumDir, pkg);
    let files: string[];
    try {
      files = readdirSync(/*turbopackIgnore: true*/ folder).filter((name) => name.endsWith('.automorf.bin'));
    } catch {
      continue;
    }
    for (const name of files) {
      // <analysed>-<other>.automorf.bin; dialect variants (oc@aran, por_BR) are not read here.
      const sides = name.slice(0, -'.automorf.bin'.length).split('-');
      const language = sides.length === 2 && !sides[0]!.includes('_') ? isoFromApertium(sides[0]!) : null;
      if (!language) continue;
      const file = path.join(/*turbopackIgnore: true*/ folder, name);
      const size = statSync(/*turbopackIgnore: true*/ file).size;
      const known = found.get(language);
      const better = !known || (size <= ANALYSER_MAX_BYTES ? known.size > ANALYSER_MAX_BYTES || size > known.size : known.size > ANALYSER_MAX_BYTES && size < known.size);
      if (better) found.set(language, { file, size });
    }
  }
  return new Map([...found].map(([language, { file }]) => [language, file]));
}

/**
 * The first of `languages` (a greeting's, most likely first) whose dictionary knows every word
 * of `rest`: "Hi all" is English, where the n-grams and the dictionaries say Catalan ("all" is
 * garlic there), while Catalan's "Hi ha" (there is) stays Catalan, since English does not know
 * "ha". Null when no such dictionary is installed, or none knows the words.
 */
async function greetingFollowedByKnownWords(
  languages: readonly string[],
  rest: readonly string[],
  analysers: ReadonlyMap<string, string>,
  options: AnalyserOptions,
): Promise<string | null> {
  const checkable = new Map(languages.flatMap((language) => (analysers.has(language) ? [[language, analysers.get(language)!] as const] : [])));
  if (checkable.size === 0) return null;
  const knowing = await languagesKnowing(rest.join(' '), checkable, options);
  return languages.find((language) => knowing.includes(language)) ?? null;
}

/**
 * How far under the n-grams' best score a greeting's language may be and still be taken
 * without a dictionary: "Dank je" has Dutch 0.001 under German, "Ahoj kamarádi" Czech 0.010
 * under Hungarian, and "Bok om havet" Croatian 0.446 under Norwegian.
 */
const GREETING_NGRAM_MARGIN = 0.1;

/** The first of a greeting's languages the n-grams of the whole text do not rule out, or null. */
function greetingNgramsAllow(languages: readonly string[], scores: Readonly<Record<string, number>>): string | null {
  const best = Math.max(0, ...Object.values(scores));
  return languages.find((language) => (scores[language] ?? 0) >= best - GREETING_NGRAM_MARGIN) ?? null;
}

/** The words of a text, as the length rule counts them. */
const wordsOf = (text: string) => text.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];

/** Whether a text is short enough for the analysers to have the last word. */
export function isShortText(text: string): boolean {
  const words = wordsOf(text);
  return words.length > 0 && words.length <= MAX_WORDS && text.trim().length <= MAX_CHARACTERS;
}

/**
 * Whether an analyser's output (`^surface/analysis…$` per token) knows every word: an
 * unknown one is `^word/*word$`. Punctuation and numbers are not words; a text with no word
 * is not known.
 */
export function knowsEveryWord(analysis: string): boolean {
  // A unit is surface/analysis/…, where a reserved character inside a part is escaped (\/).
  const units = [...analysis.matchAll(/\^((?:\\.|[^$\\])*)\$/g)].map(([, unit]) => /^((?:\\.|[^/\\])*)\/?(.*)$/s.exec(unit!)!);
  const words = units.filter(([, surface]) => /\p{L}/u.test(surface!));
  return words.length > 0 && words.every(([, , analyses]) => !analyses!.startsWith('*'));
}

/**
 * Analysers kept running between checks, one per file, as the translation directions are
 * (pipeline.ts: `lt-proc -z` answers each NUL-ended text and waits for the next). A check then
 * writes a line to each instead of starting a dozen processes: a short text's check took
 * 100–350 ms, most of it starting processes and loading their dictionaries, and takes a few ms
 * now. Running, they hold some 400 MB together (lttoolbox unpacks each dictionary to 20–50
 * times its file's size), so each stops after `idleMs` without a check (the server's
 * DETECT_ANALYSERS_IDLE_SECONDS); one that dies starts again on the next check.
 */
const running = new Map<string, ApertiumPipeline>();

function analyser(file: string, idleMs: number): ApertiumPipeline {
  let pipeline = running.get(file);
  if (!pipeline) {
    pipeline = new ApertiumPipeline(`analyser ${path.basename(file)}`, async () => [['lt-proc', '-a', '-z', file]], { timeoutMs: ANALYSER_TIMEOUT_MS, idleMs });
    running.set(file, pipeline);
  }
  return pipeline;
}

/** Starts the analysers ahead of the first check (a failure surfaces on that check). */
export function warmAnalysers(analysers: ReadonlyMap<string, string>, { idleMs = DEFAULT_IDLE_MS }: AnalyserOptions = {}): void {
  for (const file of analysers.values()) analyser(file, idleMs).warm();
}

/** Process ids of the analysers running now (for tests). */
export const runningAnalysers = (): number[] => [...running.values()].flatMap((pipeline) => pipeline.pids);

/** Stops every analyser (tests and scripts: running ones keep a process alive); the next check starts them again. */
export function closeAnalysers(): void {
  for (const pipeline of running.values()) pipeline.close();
  running.clear();
}

/** A failed or missing analyser knows nothing: detection falls back to the n-grams. */
const analyse = (file: string, stream: string, idleMs: number): Promise<string> => analyser(file, idleMs).translate(stream).catch(() => '');

/** The languages (of `analysers`) whose dictionary knows every word of `text`. */
export async function languagesKnowing(text: string, analysers: ReadonlyMap<string, string>, { idleMs = DEFAULT_IDLE_MS }: AnalyserOptions = {}): Promise<string[]> {
  // The same deformatter a translation uses: reserved characters escaped, control characters out.
  const stream = deformat(text.replace(/\s+/g, ' ').trim());
  const entries = [...analysers];
  const outputs = await Promise.all(entries.map(([, file]) => analyse(file, stream, idleMs)));
  return entries.flatMap(([language], i) => (knowsEveryWord(outputs[i]!) ? [language] : []));
}

/** Ties go to the more widely written language, in this order (others after). */
const PREVALENCE = ['en', 'es', 'fr', 'pt', 'it', 'ro', 'ca', 'gl', 'eu', 'eo', 'is', 'mk'];

/**
 * Which of the languages that know every word the text is in. The detector's own answer when
 * it is one of them (its close-relative arbitration knows more than a score), unless a more
 * widely written one ties its score ("Merci": Italian merci, goods, ties French); otherwise
 * the one it scores highest, a tie going to the more widely written.
 */
export function chooseAmongKnowing(knowing: readonly string[], answer: string, scores: Readonly<Record<string, number>>): string | null {
  const rank = (language: string) => {
    const at = PREVALENCE.indexOf(language);
    return at < 0 ? PREVALENCE.length : at;
  };
  const score = (language: string) => Math.round((scores[language] ?? 0) * 100);
  const ordered = [...knowing].sort((a, b) => score(b) - score(a) || rank(a) - rank(b));
  if (!knowing.includes(answer)) return ordered[0] ?? null;
  return ordered.find((language) => score(language) === score(answer)) ?? answer;
}

/**
 * Texts checked at once in this process. Past it a short text is read by the n-grams alone:
 * a burst of one-word requests does not queue behind the analysers (which, while they start,
 * take ~0.4 s), and nobody waits.
 */
const MAX_CHECKS = 2;
let checking = 0;

const CACHE_MAX = 1000;
/** Short text → language: the translator page asks for the same word to be detected and translated. */
const recent = new Map<string, string>();

/** The detector as detectWithLexicons asks it: in this thread (the tests), or in a worker (the server). */
export interface AssessingDetector {
  assess(text: string): Assessment | Promise<Assessment>;
  readonly languages: readonly string[];
}

/**
 * The language of a text: the n-gram detector's answer, except for a short text that opens
 * with a greeting (greetings.ts), or that some installed dictionaries know word for word,
 * where it chooses among those languages (or, where none does and the greeting's languages
 * have no dictionary, the greeting's).
 */
export async function detectWithLexicons(
  detector: AssessingDetector,
  text: string,
  analysers: ReadonlyMap<string, string>,
  options: AnalyserOptions = {},
): Promise<string> {
  const assessed = await detector.assess(text);
  if (!isShortText(text)) return assessed.language;
  // Only languages the detector can name: its answers stay within what /languages lists as detectable.
  const usable = new Map([...analysers].filter(([language]) => detector.languages.includes(language)));
  const [first, ...others] = wordsOf(text);
  const greetedIn = greetingLanguages(first!, assessed.scores, detector.languages);
  // After the greeting, capitalised words are taken for names ("Hi Anna", "Hallo Anna"): no
  // dictionary knows them all; and a greeting of the same language may follow ("Hej hej").
  const rest = others.filter((word) => !/^\p{Lu}/u.test(word) && greetingLanguages(word, {}, greetedIn).length === 0);
  // Greetings and names alone give the n-grams next to nothing to go on (a word's letters): a
  // word several languages share goes to the most widely written of them ("Takk": Norwegian,
  // not Icelandic; "Hvala": Croatian, not Slovene).
  if (greetedIn.length > 0 && rest.length === 0) return greetingLanguages(first!, {}, detector.languages)[0]!;
  if (usable.size === 0) return assessed.language;
  const key = text.trim().toLowerCase();
  const cached = recent.get(key);
  if (cached !== undefined) return cached;
  if (checking >= MAX_CHECKS) return assessed.language;
  checking++;
  let chosen: string;
  try {
    chosen =
      (await greetingFollowedByKnownWords(greetedIn, rest, usable, options)) ??
      chooseAmongKnowing(await languagesKnowing(text, usable, options), assessed.language, assessed.scores) ??
      // A greeting whose languages have no dictionary here, followed by words no installed
      // dictionary knows either ("Dank je"): the greeting is the best evidence there is (the
      // n-grams said German). Where its language has a dictionary that does not know the rest,
      // the greeting stands aside ("Hi ha pa?" stays Catalan); where another dictionary knows
      // the whole text, that language is taken above ("Moi aussi" stays French); where the
      // n-grams of the whole text put the greeting's language far behind, the word is another
      // language's ("Bok om havet" is Swedish, not Croatian's "bok").
      (greetedIn.some((language) => usable.has(language)) ? undefined : greetingNgramsAllow(greetedIn, assessed.scores)) ??
      assessed.language;
  } finally {
    checking--;
  }
  recent.set(key, chosen);
  if (recent.size > CACHE_MAX) recent.delete(recent.keys().next().value!);
  return chosen;
}
