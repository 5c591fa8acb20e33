/**
 * Text longer than one request takes (the translator's TRANSLATE_TEXT_MAX, a speech line's
 * TTS_TEXT_MAX), cut into parts that each fit, where a reader would cut: between paragraphs,
 * else between sentences, else between words, and only inside a word when one is longer than
 * a part. Lossless: the space around and between parts is kept as it was, so a translation
 * keeps the text's layout (`lead` + every part's `text` and `after`, in order, is the text again).
 */
export interface Split {
  /** Space before the first part. */
  lead: string;
  /**
   * A part with `encode` is written back through it (a front matter value, as its kind of
   * string: front-matter.ts); a function here rather than that module, which the speech
   * page, splitting with splitText, does not load.
   */
  parts: Array<{ text: string; after: string; encode?: (text: string) => string }>;
}

// A sentence ends at . ! ? … (Arabic's "؟", Urdu's "۔", the danda "।" of Hindi and Bengali, and
// the CJK full stops, which need no space after them), with any closing quotes or brackets, then
// space or the end.
const SENTENCE_END = /[.!?…؟۔।॥]+["'”’»)\]]*\s+|[。！？]+["'”’」』)\]]*\s*/g;

export function splitText(text: string, max: number): Split {
  const lead = /^\s*/.exec(text)![0];
  const parts: Split['parts'] = [];
  // Paragraphs first: a run of text up to a line break, with the breaks after it.
  const pieces = pack(chunks(text.slice(lead.length), /\n\s*/g), max).flatMap((piece) => fit(piece, max));
  for (const piece of pieces) {
    const body = piece.trimEnd();
    parts.push({ text: body, after: piece.slice(body.length) });
  }
  return { lead, parts };
}

/**
 * A text of which only some runs are to be sent (subtitles' words, Markdown's prose) as
 * parts: `send` runs are cut as splitText cuts them, and everything else (`send: false`, and
 * the space around each run) is kept between the parts as it was. Null when nothing is sent.
 */
export function splitRuns(runs: ReadonlyArray<{ text: string; send: boolean; encode?: (text: string) => string }>, max: number): Split | null {
  const split: Split = { lead: '', parts: [] };
  // What comes between the last part and the next.
  let between = '';
  for (const run of runs) {
    if (!run.send) {
      between += run.text;
      continue;
    }
    // A front matter value is one part, however long (a line of its own).
    const inner = run.encode ? { lead: '', parts: [{ text: run.text, after: '' }] } : splitText(run.text, max);
    between += inner.lead;
    for (const part of inner.parts) {
      if (split.parts.length === 0) split.lead = between;
      else split.parts.at(-1)!.after = between;
      split.parts.push({ text: part.text, after: '', ...(run.encode ? { encode: run.encode } : {}) });
      between = part.after;
    }
  }
  if (split.parts.length === 0) return null;
  split.parts.at(-1)!.after = between;
  return split;
}

/** Joins the parts' replacements (translations) with the space the text had between them; a part without one stays as written. */
export function joinParts(split: Split, translated: readonly string[]): string {
  return split.lead + split.parts.map((part, i) => (part.encode ? part.encode(translated[i] ?? part.text) : (translated[i] ?? part.text)) + part.after).join('');
}

/** A piece too long for a part, cut at sentences, then at words, then anywhere. */
function fit(piece: string, max: number): string[] {
  if (piece.trimEnd().length <= max) return [piece];
  const bySentence = pack(chunks(piece, SENTENCE_END), max);
  return bySentence.flatMap((sentence) => {
    if (sentence.trimEnd().length <= max) return [sentence];
    const byWord = pack(chunks(sentence, /\s+/g), max);
    return byWord.flatMap((words) => (words.trimEnd().length <= max ? [words] : hardCut(words, max)));
  });
}

/** The text cut after each match of `boundary` (the match stays with the piece before it). */
function chunks(text: string, boundary: RegExp): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (end > start && end < text.length) {
      out.push(text.slice(start, end));
      start = end;
    }
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** Consecutive chunks joined while the result's text (without its trailing space) fits. */
function pack(pieces: string[], max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && (current + piece).trimEnd().length > max) {
      out.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) out.push(current);
  return out;
}

/** A word longer than a part (a URL, a text with no spaces): cut every `max` characters, never inside a surrogate pair. */
function hardCut(piece: string, max: number): string[] {
  // The space after the word goes with its last cut, not into a cut of its own.
  const text = piece.trimEnd();
  const out: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    let end = start + max;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end -= 1;
    out.push(text.slice(start, end));
    start = end;
  }
  out.push(text.slice(start) + piece.slice(text.length));
  return out;
}
