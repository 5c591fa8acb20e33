import type { ChatHistoryItem } from 'node-llama-cpp';
import { describe, expect, it } from 'vitest';
import { fitHistory, toChatHistory } from './gguf-history';

describe('the conversation as node-llama-cpp history', () => {
  it('turns a tool round into a model response holding the call and its result, to be continued', () => {
    const history = toChatHistory([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'What is 2+2?' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', name: 'calculator', arguments: '{"expression":"2+2"}' }] },
      { role: 'tool', tool_call_id: 'c1', content: '{"value":4}' },
    ]);
    expect(history).toEqual([
      { type: 'system', text: 'Be brief.' },
      { type: 'user', text: 'What is 2+2?' },
      { type: 'model', response: [{ type: 'functionCall', name: 'calculator', params: { expression: '2+2' }, result: { value: 4 } }] },
    ]);
  });

  it('ends with an empty model response for a new answer, and tells an unmatched result in words', () => {
    const history = toChatHistory([
      { role: 'user', content: 'Hi' },
      { role: 'tool', tool_call_id: 'nope', name: 'calc', content: '1' },
    ]);
    expect(history.slice(1)).toEqual([
      { type: 'user', text: 'Result of function calc: 1' },
      { type: 'model', response: [] },
    ]);
  });
});

describe('fitting a conversation into the context', () => {
  // One "token" per character of text, to make budgets readable.
  const count = (items: ChatHistoryItem[]) => items.reduce((n, i) => n + (i.type === 'model' ? i.response.join('').length : String(i.text).length), 0);
  const history: ChatHistoryItem[] = [
    { type: 'system', text: 'SYS' },
    { type: 'user', text: 'old question' },
    { type: 'model', response: ['old answer'] },
    { type: 'user', text: 'new question' },
    { type: 'model', response: [] },
  ];

  it('keeps everything that fits, and says nothing was left out', () => {
    expect(fitHistory(history, count, 1000)).toEqual({ history, omitted: 0 });
    expect(fitHistory(history, count, 1000).history).toBe(history);
  });

  it('keeps the system message and the newest turns, dropping the oldest whole, and counts them', () => {
    const fitted = fitHistory(history, count, 20);
    expect(fitted.history).toEqual([{ type: 'system', text: 'SYS' }, { type: 'user', text: 'new question' }, { type: 'model', response: [] }]);
    expect(fitted.omitted).toBe(2);
  });

  it('drops an answer whose question went, counting both', () => {
    // 'old question' alone would fit after the drop of nothing; the budget keeps only from the
    // old answer on, which cannot start the history without its question.
    const fitted = fitHistory(history, count, 3 + 'old answer'.length + 'new question'.length);
    expect(fitted.history.map((item) => item.type)).toEqual(['system', 'user', 'model']);
    expect(fitted.omitted).toBe(2);
  });

  it('never drops the last question, even when it alone is too long', () => {
    const fitted = fitHistory(history, count, 1);
    expect(fitted.history.slice(-2)).toEqual([{ type: 'user', text: 'new question' }, { type: 'model', response: [] }]);
    expect(fitted.omitted).toBe(2);
  });
});
