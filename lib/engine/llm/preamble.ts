/**
 * JSON mode beside tools on the in-process model (gguf.ts): the model is first offered the
 * tools, and what it writes there reaches no one. Models often say a line before they call
 * ("Let me check the time."), so that pass goes on through such a line, and stops, to answer
 * again under the JSON grammar, once the text can no longer be one:
 *   - it starts as the answer itself would: `{`, `[` or a fenced block;
 *   - it runs to a second paragraph;
 *   - it is longer than PREAMBLE_MAX_CHARS or PREAMBLE_MAX_TOKENS (a few seconds of a small
 *     model on a laptop's CPU: the most a text answer waits before its JSON pass starts).
 */
export const PREAMBLE_MAX_CHARS = 160;
export const PREAMBLE_MAX_TOKENS = 40;

/**
 * Whether the text written so far, before any call, and the tokens it took are past what a line
 * before a call would be.
 */
export function pastPreamble(text: string, tokens: number): boolean {
  const written = text.trimStart();
  if (tokens > PREAMBLE_MAX_TOKENS) return true;
  if (written === '') return false;
  return /^(?:[{[]|```)/.test(written) || /\n[ \t]*\n/.test(written.trimEnd()) || written.length > PREAMBLE_MAX_CHARS;
}
