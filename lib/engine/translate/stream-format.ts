import { OVERRIDE_BLOCK } from '@/lib/contract/limits/subtitles';

/**
 * Apertium's stream format at the two ends of a pipeline, done in-process so a translation
 * costs no extra process: the same rules as Apertium's txt deformatter (apertium-destxt) and
 * reformatter (apertium-retxt), checked against them in stream-format.test.ts, plus simple
 * markup (HTML-like tags and entities, and subtitles' override blocks) kept whole the way
 * apertium-deshtml keeps tags.
 *
 * In the stream, text is what the analyser reads; everything between [ and ] is a
 * "superblank" the pipeline carries through untouched; the characters the format uses are
 * escaped with a backslash. A "." followed by an empty superblank marks a sentence end the
 * deformatter added, which the reformatter takes out again.
 */

// The characters destxt escapes (txt-format.xml: escape-chars).
const SPECIAL = /[[\]\\/@<>^${}]/g;
// Simple markup: a start, end or empty tag, a comment, a character entity, or a subtitle's
// override block ({\an8}), whose words are settings (Apertium made {\fnTimes New Roman}
// "Times Nuevo Romano").
const MARKUP = new RegExp(String.raw`<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->|&(?:[A-Za-z][A-Za-z0-9]{1,31}|#[0-9]{1,7}|#x[0-9A-Fa-f]{1,6});|${OVERRIDE_BLOCK}`, 'y');
// Blank runs: whitespace, and '~', which the post-generator reads as a marker of its own.
const BLANK = /[\s~]+/y;
const PARAGRAPH_BREAK = /\n[^\S\n]*\n/;
// NUL flushes the pipeline and other C0 controls confuse the tools: never let them in.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// Inside a superblank the tags' own < and > stay bare, as apertium-deshtml leaves them.
const SUPERBLANK_SPECIAL = /[[\]\\/@^${}]/g;
const escapeText = (text: string) => text.replace(SPECIAL, (c) => `\\${c}`);
const superblank = (content: string) => `[${content.replace(SUPERBLANK_SPECIAL, (c) => `\\${c}`)}]`;

/** Plain text (with optional simple markup) → Apertium stream. */
export function deformat(input: string): string {
  const text = input.replace(CONTROL, '');
  // Trailing blanks go after the final sentence end, as destxt puts them.
  const trailing = /[\s~]*$/.exec(text)?.[0] ?? '';
  const body = text.slice(0, text.length - trailing.length);
  let out = '';
  let word = '';
  let i = 0;
  const flushWord = () => {
    out += escapeText(word);
    word = '';
  };
  while (i < body.length) {
    MARKUP.lastIndex = i;
    const markup = body[i] === '<' || body[i] === '&' || body[i] === '{' ? MARKUP.exec(body) : null;
    if (markup) {
      flushWord();
      out += superblank(markup[0]);
      i += markup[0].length;
      continue;
    }
    BLANK.lastIndex = i;
    const blank = BLANK.exec(body);
    if (blank) {
      flushWord();
      const run = blank[0];
      if (PARAGRAPH_BREAK.test(run)) out += '.[]';
      // A lone space between words stays a plain blank; any other run (and a leading one)
      // is kept verbatim in a superblank, so a plain space in the output is always ours.
      out += run === ' ' && out !== '' ? ' ' : superblank(run);
      i += run.length;
      continue;
    }
    word += body[i];
    i += 1;
  }
  flushWord();
  out += '.[]';
  if (trailing) out += superblank(trailing);
  return out;
}

/**
 * Apertium stream → text: superblanks opened, inserted sentence ends removed, unescaped.
 * Plain spaces in the stream are the pipeline's own (the user's spacing lives in
 * superblanks and comes back exactly), so when a dropped word (a subject pronoun, say)
 * leaves two in a row, or one at the start or end of a line, they are tidied away.
 */
export function reformat(stream: string): string {
  let out = '';
  let i = 0;
  let pendingSpace = false;
  // True at the start and after a line break, where a plain space is a dropped word's blank.
  let lineStart = true;
  const emit = (text: string) => {
    if (text === '') return;
    const breaksLine = text.startsWith('\n') || text.startsWith('\r');
    if (pendingSpace && !lineStart && !breaksLine) out += ' ';
    pendingSpace = false;
    out += text;
    lineStart = /[\r\n]$/.test(text);
  };
  while (i < stream.length) {
    const c = stream[i] ?? '';
    if (c === '\\' && i + 1 < stream.length) {
      emit(stream[i + 1] ?? '');
      i += 2;
    } else if (c === ' ') {
      pendingSpace = true;
      i += 1;
    } else if (c === '.' && stream.startsWith('[]', i + 1)) {
      i += 3; // a sentence end the deformatter inserted
    } else if (c === '[') {
      // A superblank: its content, unescaped. A word-bound blank [[…]] carries no text.
      const wordBound = stream[i + 1] === '[';
      let j = i + 1;
      let content = '';
      while (j < stream.length && stream[j] !== ']') {
        const escaped = stream[j] === '\\' && j + 1 < stream.length;
        content += escaped ? stream[j + 1] : stream[j];
        j += escaped ? 2 : 1;
      }
      i = j + 1;
      if (wordBound) {
        if (stream[i] === ']') i += 1;
      } else {
        emit(content);
      }
    } else if (c === '\0') {
      i += 1;
    } else {
      emit(c);
      i += 1;
    }
  }
  return out;
}
