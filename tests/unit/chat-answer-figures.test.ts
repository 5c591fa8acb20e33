import { describe, expect, it } from 'vitest';
import { answerFigures } from '@/components/chat/answer-figures';
import { exportFile, readExportFile } from '@/components/chat/transfer';
import type { ChatMessage, Conversation } from '@/components/chat/model';

const answer = (extra: Partial<ChatMessage>): ChatMessage => ({ id: 'a', role: 'assistant', content: 'Hi.', status: 'done', at: 1, ...extra });

describe('the figures under an answer', () => {
  it('says the tokens written, their rate from the first words to the end, and the time in all', () => {
    // 300 tokens over 15 s of writing, after 0.8 s of reading.
    const figures = answerFigures(answer({ tokens: { read: 1_204, written: 300 }, timing: { firstMs: 800, totalMs: 15_800 } }));
    expect(figures).toEqual({ line: '300 tokens · 20 tokens/s · 16 s', detail: 'Read 1,204 tokens and wrote 300; first words after 0.8 s, 16 s in all' });
    expect(answerFigures(answer({ tokens: { read: 10, written: 12 }, timing: { firstMs: 200, totalMs: 2_200 } }))!.line).toBe('12 tokens · 6.0 tokens/s · 2.2 s');
  });

  it('gives no rate where it would mislead: function calls, an answer too short to time, no counts', () => {
    const parts: ChatMessage['parts'] = [{ kind: 'function', name: 'calculator', arguments: '{}', result: 2, done: true }, { kind: 'text', text: 'Two.' }];
    expect(answerFigures(answer({ parts, tokens: { read: 90, written: 40 }, timing: { firstMs: 500, totalMs: 4_000 } }))!.line).toBe('40 tokens · 4.0 s');
    expect(answerFigures(answer({ tokens: { read: 5, written: 1 }, timing: { firstMs: 300, totalMs: 300 } }))!.line).toBe('1 token · 0.3 s');
    // A server that does not count: the time alone.
    expect(answerFigures(answer({ timing: { firstMs: 400, totalMs: 3_000 } }))).toEqual({ line: '3.0 s', detail: 'First words after 0.4 s, 3.0 s in all' });
  });

  it('says nothing for an answer that failed or was kept before the figures were', () => {
    expect(answerFigures(answer({ status: 'error', timing: { firstMs: 1, totalMs: 2 } }))).toBeNull();
    expect(answerFigures(answer({}))).toBeNull();
  });

  it('keeps them through an export and its import, and drops damaged ones', () => {
    const conversation = (messages: unknown[]): Conversation => ({ id: 'c', title: 'T', createdAt: 1, updatedAt: 1, messages: messages as ChatMessage[] });
    const kept = answer({ tokens: { read: 9, written: 3 }, timing: { firstMs: 100, totalMs: 900 } });
    const damaged = { ...answer({ id: 'b' }), tokens: { read: -1, written: 'many' }, timing: { firstMs: 900, totalMs: 100 } };
    // A continued answer's writing time comes back; one longer than the whole does not.
    const continued = answer({ id: 'c', timing: { firstMs: 100, totalMs: 2_400, writingMs: 2_000 } });
    const overlong = answer({ id: 'd', timing: { firstMs: 100, totalMs: 900, writingMs: 5_000 } });
    const read = readExportFile(exportFile([conversation([kept, damaged, continued, overlong])]));
    if (!read.ok) throw new Error(read.message);
    const [first, second, third, fourth] = read.conversations[0]!.messages;
    expect(first).toMatchObject({ tokens: { read: 9, written: 3 }, timing: { firstMs: 100, totalMs: 900 } });
    expect(second).not.toHaveProperty('tokens');
    expect(second).not.toHaveProperty('timing');
    expect(third!.timing).toEqual({ firstMs: 100, totalMs: 2_400, writingMs: 2_000 });
    expect(fourth!.timing).toEqual({ firstMs: 100, totalMs: 900 });
  });
});
