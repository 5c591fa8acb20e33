import { describe, expect, it } from 'vitest';
import { answerFigures } from '@/components/chat/answer-figures';
import { withContinuation } from '@/components/chat/continuation';
import type { ChatMessage } from '@/components/chat/model';

const cut: ChatMessage = {
  id: 'a1',
  role: 'assistant',
  content: 'First, the light;',
  parts: [{ kind: 'text', text: 'First, the light;' }],
  status: 'done',
  finish: 'length',
  model: 'm',
  tokens: { read: 20, written: 6 },
  timing: { firstMs: 100, totalMs: 900 },
  at: 1,
};
const more = (extra: Partial<ChatMessage>): ChatMessage => ({ id: 'x', role: 'assistant', content: '', parts: [], status: 'streaming', at: 2, ...extra });

describe('Continue adding to a cut answer', () => {
  it('joins the text with a space where neither side has one, keeping the cut answer its id', () => {
    const done = withContinuation(cut, more({ content: 'second, the sea.', parts: [{ kind: 'text', text: 'second, the sea.' }], status: 'done', tokens: { read: 30, written: 5 } }));
    expect(done).toMatchObject({ id: 'a1', at: 1, content: 'First, the light; second, the sea.', parts: [{ kind: 'text', text: 'First, the light; second, the sea.' }], status: 'done' });
    expect(done).not.toHaveProperty('finish');
    // Both parts' tokens; no time while the second part's is not known.
    expect(done.tokens).toEqual({ read: 30, written: 11 });
    expect(done).not.toHaveProperty('timing');
    // Punctuation or a space at the seam: nothing added.
    expect(withContinuation(cut, more({ content: ', then', parts: [{ kind: 'text', text: ', then' }], status: 'done' })).content).toBe('First, the light;, then');
    expect(withContinuation({ ...cut, content: 'a ', parts: [{ kind: 'text', text: 'a ' }] }, more({ content: 'b', parts: [{ kind: 'text', text: 'b' }], status: 'done' })).content).toBe('a b');
  });

  it("counts both requests' time, without the pause between them, so the answer has one rate", () => {
    const done = withContinuation(cut, more({ content: 'more', parts: [{ kind: 'text', text: 'more' }], status: 'done', tokens: { read: 30, written: 14 }, timing: { firstMs: 300, totalMs: 1_500 } }));
    // Waited 100 ms for the first words, wrote for 800 ms and then 1,200 ms: 20 tokens in 2 s.
    expect(done.timing).toEqual({ firstMs: 100, totalMs: 2_400, writingMs: 2_000 });
    expect(answerFigures(done)!.line).toBe('20 tokens · 10 tokens/s · 2.4 s');
    // Continued again: the third request adds to the writing the first two did.
    const again = withContinuation({ ...done, finish: 'length' }, more({ content: 'yet', parts: [{ kind: 'text', text: 'yet' }], status: 'done', tokens: { read: 40, written: 10 }, timing: { firstMs: 500, totalMs: 1_500 } }));
    expect(again.timing).toEqual({ firstMs: 100, totalMs: 3_900, writingMs: 3_000 });
  });

  it('shows the cut text while the rest streams in, and stays cut when cut again', () => {
    expect(withContinuation(cut, more({}))).toMatchObject({ content: 'First, the light;', status: 'streaming', parts: [{ kind: 'text', text: 'First, the light;' }] });
    expect(withContinuation(cut, more({ content: 'second', parts: [{ kind: 'text', text: 'second' }], status: 'done', finish: 'length' })).finish).toBe('length');
  });

  it('keeps the cut text, and Continue, when going on failed before a word', () => {
    const failed = withContinuation(cut, more({ status: 'error', error: 'The language model server could not be reached.', errorStatus: 502 }));
    expect(failed).toMatchObject({ content: 'First, the light;', status: 'error', finish: 'length', error: 'The language model server could not be reached.', errorStatus: 502 });
  });

  it('puts function calls made while going on after the cut text', () => {
    const call = { kind: 'function' as const, name: 'calculator', arguments: '{}', result: 2, done: true };
    const done = withContinuation(cut, more({ content: 'Two.', parts: [call, { kind: 'text', text: 'Two.' }], status: 'done' }));
    expect(done.parts).toEqual([{ kind: 'text', text: 'First, the light;' }, call, { kind: 'text', text: 'Two.' }]);
  });
});
