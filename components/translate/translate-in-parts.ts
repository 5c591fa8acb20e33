import { hasLetters, TRANSLATE_TEXT_MAX, TRANSLATE_TEXT_MIN, UNDETERMINED_LANGUAGE } from '@/lib/contract/limits/translate';
import { ApiClientError, callEndpoint } from '@/lib/client';
import { joinParts, type Split } from '@/lib/client/split-text';
import { keepMarkup } from '@/lib/client/keep-markup';
import { translateApi } from '@/lib/client/endpoints/translate';
import { joinedParts, PART_NOUNS, type TranslationPlan } from './plan';
import { paddedShortPart } from './short-part';
import type { LongPartial, LongResult, Progress, Values } from './use-long-translation';

/**
 * The work of a translation in parts (use-long-translation.ts holds its state), loaded when a
 * first one starts. Parts go one after another; subtitles' cues as many in a request as it
 * takes. A part refused for the rate limit (a demo link allows 10 calls a minute) waits as
 * long as the answer says and is sent again. With "detect", the first answer's language is
 * the source of the rest, as a short later part could be read as another language.
 */

/** How many times one part waits out a 429 before it counts as failed. */
const RATE_LIMIT_WAITS = 3;
/** A wait longer than this is not sat through: the part fails and says so. */
const LONGEST_WAIT_MS = 65_000;
/** Cues sent in one request are set apart by a blank line, which a cue's text never holds. */
const CUE_GAP = '\n\n';

export interface PartsCallbacks {
  progress: (progress: Progress) => void;
  /** The parts translated so far, after each, and the text they make (joined as the source had them). */
  partial: (sofar: LongPartial, text: string) => void;
}

/**
 * Translates the parts of `plan` from where `from` (a stopped or failed run of the same text)
 * stopped. The whole translation, or null once `signal` is aborted (the screen is not this
 * run's any more); a part that fails throws, saying which.
 */
export async function translateInParts(values: Values, { split, kind }: TranslationPlan, from: LongPartial | undefined, signal: AbortSignal, on: PartsCallbacks): Promise<LongResult | null> {
  const total = split.parts.length;
  const translated = [...(from?.translated ?? [])];
  let source = from?.source ?? values.source_lang;
  let first: Omit<LongResult, 'text'> | null = from ? { lang: from.lang, path: from.path, engine: from.engine } : null;
  /** One request; null when the run was stopped while it was answered. */
  const ask = async (text: string): Promise<string | null> => {
    const input = { text, source_lang: source, target_lang: values.target_lang };
    const result = await withRateLimitWaits(() => callEndpoint(translateApi.predict, input, { signal }), signal, (ms) =>
      on.progress({ done: translated.length, total, stopped: false, waitSeconds: Math.ceil(ms / 1000), kind }),
    );
    if (signal.aborted) return null;
    first ??= { lang: result.lang, path: result.path, engine: result.engine };
    if (source === 'auto' && result.lang !== UNDETERMINED_LANGUAGE) source = result.lang;
    return result.text;
  };
  /** One part: its inline code, tags and link targets kept out, or, when the answer lost a placeholder, the part as written. */
  const send = async (text: string): Promise<string | null> => {
    const kept = keepMarkup(text);
    // Placeholders longer than the spans they hold (⟦10⟧ for `a`) could not take a full part over the limit.
    if (kept.text.length > TRANSLATE_TEXT_MAX) return ask(text);
    const answer = await ask(kept.text);
    if (answer === null || kept.text === text) return answer;
    return kept.restore(answer) ?? ask(text);
  };
  /**
   * Short parts met while the source language was still to be detected (two letters are too
   * few to guess it from), by their place: kept as written for now, and translated once a
   * longer part has told the language.
   */
  const untilKnown: number[] = [];
  // A run taken up again: its short parts still as written wait for the language the same way.
  if (values.source_lang === 'auto') {
    for (const [at, done] of translated.entries()) {
      const text = split.parts[at]!.text;
      if (text.length < TRANSLATE_TEXT_MIN && done === text && paddedShortPart(text)) untilKnown.push(at);
    }
  }
  /** The place of a short part sent after the parts that followed it, while it is. */
  let goingBack: number | null = null;
  const sendShort = async (text: string): Promise<string | null> => {
    const short = paddedShortPart(text)!;
    const answer = await send(short.text);
    return answer === null ? null : short.restore(answer);
  };
  /** Once the language is known, the short parts that waited for it; false when the run was stopped meanwhile. */
  const catchUp = async (): Promise<boolean> => {
    if (source === 'auto' || !untilKnown.length) return true;
    for (const at of untilKnown.splice(0)) {
      goingBack = at;
      const answer = await sendShort(split.parts[at]!.text);
      if (answer === null) return false;
      translated[at] = answer;
    }
    goingBack = null;
    show();
    return true;
  };
  /** The first answer's, except that a language a later part told replaces "undetermined" (a hosted service may answer it). */
  const described = (answered: Omit<LongResult, 'text'>) => (answered.lang === UNDETERMINED_LANGUAGE && source !== 'auto' ? { ...answered, lang: source } : answered);
  const show = () => {
    on.progress({ done: translated.length, total, stopped: false, kind });
    if (first) on.partial({ values, translated: [...translated], source, ...described(first) }, joinedParts(split, translated));
  };
  try {
    while (translated.length < total) {
      const start = translated.length;
      const texts = split.parts.slice(start, start + (kind === 'subtitles' ? cueBatch(split.parts, start) : 1)).map((part) => part.text);
      // Cues with no letter among them would be refused under "detect": each goes on its own below.
      if (texts.length > 1 && texts.some(hasLetters)) {
        const answer = await send(texts.join(CUE_GAP));
        if (answer === null) return null;
        // The cues come back apart as they went, or each is sent again on its own.
        const apart = answer.trim().split(/\n[ \t]*\n/);
        if (apart.length === texts.length) {
          translated.push(...apart.map((cue) => cue.trim()));
          show();
          if (!(await catchUp())) return null;
          continue;
        }
      }
      for (const text of texts) {
        // Under the contract's minimum: two letters or more go padded (short-part.ts) once the
        // source language is known (chosen, or read from an earlier part); a number or an
        // initial stays as written, and so does a part of any length without a letter.
        const short = paddedShortPart(text) !== null;
        if (!hasLetters(text) || (text.length < TRANSLATE_TEXT_MIN && (!short || source === 'auto'))) {
          if (short) untilKnown.push(translated.length);
          translated.push(text);
        } else {
          const answer = short ? await sendShort(text) : await send(text);
          if (answer === null) return null;
          translated.push(answer);
        }
        show();
      }
      if (!(await catchUp())) return null;
    }
  } catch (failure) {
    if (signal.aborted) return null;
    const message = failure instanceof Error ? failure.message : String(failure);
    // The server's error, kept whole (a 401 still offers to sign in), saying which part it stopped at.
    const known = failure instanceof ApiClientError ? failure : null;
    throw new ApiClientError(`${PART_NOUNS[kind].One} ${(goingBack ?? translated.length) + 1} of ${total} could not be translated: ${message}`, known?.status ?? 0, known?.headers ?? new Headers(), known?.code, known?.details);
  }
  return { text: joinParts(split, translated), ...(first ? described(first) : { lang: source }) };
}

/**
 * How many cues go in the request from `start`: as many as it takes. Alone, a cue would be a
 * request of its own, and a film's subtitles hundreds of them.
 */
function cueBatch(parts: Split['parts'], start: number): number {
  let length = parts[start]!.text.length;
  let end = start + 1;
  while (end < parts.length && length + CUE_GAP.length + parts[end]!.text.length <= TRANSLATE_TEXT_MAX) length += CUE_GAP.length + parts[end++]!.text.length;
  return end - start;
}

/** Calls again after a 429 once its Retry-After has passed (a few times, never for long). */
async function withRateLimitWaits<T>(call: () => Promise<T>, signal: AbortSignal, onWait: (ms: number) => void): Promise<T> {
  for (let waits = 0; ; waits++) {
    try {
      return await call();
    } catch (error) {
      const wait = error instanceof ApiClientError && error.status === 429 ? error.retryAfterMs : null;
      if (wait === null || waits >= RATE_LIMIT_WAITS || wait > LONGEST_WAIT_MS) throw error;
      onWait(wait);
      await sleep(wait, signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
