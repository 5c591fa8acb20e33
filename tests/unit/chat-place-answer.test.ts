import { describe, expect, it } from 'vitest';
import { placeAnswer, type ChatMessage } from '@/components/chat/model';

const user = (id: string): ChatMessage => ({ id, role: 'user', content: id, at: 1 });
const reply = (id: string): ChatMessage => ({ id, role: 'assistant', content: id, status: 'done', at: 1 });
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('placing an answer in its conversation as stored when it ends', () => {
  it('follows its question when nothing else changed', () => {
    const history = [user('q1'), reply('a1'), user('q2')];
    expect(ids(placeAnswer(history, history, reply('a2')))).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it("keeps what another tab added to the same conversation meanwhile, after the question's answer", () => {
    const history = [user('q1')];
    // The other tab asked and was answered while this answer was being written.
    const stored = [user('q1'), user('q2'), reply('a2')];
    expect(ids(placeAnswer(stored, history, reply('a1')))).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it('brings back a question another tab saved over, with its answer', () => {
    const history = [user('q0'), user('q1')];
    const stored = [user('q0'), user('q2'), reply('a2')];
    expect(ids(placeAnswer(stored, history, reply('a1')))).toEqual(['q0', 'q2', 'a2', 'q1', 'a1']);
  });

  it('saving the same answer twice (kept at close, then at the end of its stream) keeps one, the later', () => {
    const history = [user('q1')];
    const once = placeAnswer(history, history, { ...reply('a1'), content: 'partial', status: 'stopped' });
    const twice = placeAnswer(once, history, { ...reply('a1'), content: 'partial', status: 'stopped', error: 'x' });
    expect(ids(twice)).toEqual(['q1', 'a1']);
    expect(twice[1]?.error).toBe('x');
  });
});
