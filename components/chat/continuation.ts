import { answerText, type ChatMessage, type Part } from './model';

/**
 * Continue, after an answer cut at the length limit: the model is asked (a last message the
 * page does not show) to go on, and what it writes is added to the cut answer, which stays one
 * answer. It once went in as a question of its own, "Continue from where you stopped.", and
 * the answer in two.
 */
export const CONTINUE_QUESTION = 'Continue from where you stopped.';

/**
 * The cut answer with `more` (the continuation, as written so far) added: its text joins the
 * cut text (with a space where neither side has one), and its status, end and errors are the
 * answer's now. An answer cut again offers Continue again.
 */
export function withContinuation(cut: ChatMessage, more: ChatMessage): ChatMessage {
  const before = answerText(cut);
  const sep = joiner(before, answerText(more));
  const parts: Part[] = [...(cut.parts ?? (cut.content ? [{ kind: 'text' as const, text: cut.content }] : []))];
  (more.parts ?? []).forEach((part, i) => {
    const last = parts.at(-1);
    if (i === 0 && part.kind === 'text' && last?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: last.text + sep + part.text };
    else parts.push(part);
  });
  const failed = more.status === 'error';
  const { finish: _cutFinish, timing: cutTiming, tokens: cutTokens, ...kept } = cut;
  return {
    ...kept,
    parts,
    content: more.content ? cut.content + joiner(cut.content, more.content) + more.content : cut.content,
    status: more.status,
    model: more.model ?? cut.model,
    // Failed before it could go on: still cut, so Continue is offered again.
    ...(more.finish === 'length' || (failed && !answerText(more).trim()) ? { finish: 'length' as const } : {}),
    ...(more.error ? { error: more.error, errorStatus: more.errorStatus } : {}),
    ...(more.stopped ? { stopped: more.stopped } : {}),
    ...(more.unseen ? { unseen: more.unseen } : {}),
    // The tokens written in both parts, and the time both requests took (the pause between
    // them, the user's, left out), so the rate is of the whole answer.
    ...(cutTokens && more.tokens ? { tokens: { read: more.tokens.read, written: cutTokens.written + more.tokens.written } } : {}),
    ...(cutTiming && more.timing ? { timing: joinedTiming(cutTiming, more.timing) } : {}),
  };
}

type Timing = NonNullable<ChatMessage['timing']>;

/** Two requests' times as one answer's: the first's wait for words, both writing times summed. */
function joinedTiming(cut: Timing, more: Timing): Timing {
  const writing = (t: Timing) => t.writingMs ?? t.totalMs - t.firstMs;
  return { firstMs: cut.firstMs, totalMs: cut.totalMs + more.totalMs, writingMs: writing(cut) + writing(more) };
}

/** A space between two texts when neither side has one and the second does not open with punctuation. */
function joiner(before: string, after: string): string {
  if (!before || !after || /\s$/.test(before) || /^[\s.,;:!?)\]}»”’-]/.test(after)) return '';
  return ' ';
}
