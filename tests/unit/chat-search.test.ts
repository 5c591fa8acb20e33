import { describe, expect, it } from 'vitest';
import type { Conversation } from '@/components/chat/model';
import { matchesSearch } from '@/components/chat/search';
import { editedHistory } from '@/components/chat/versions';
import { foldText } from '@/lib/client/fold-text';

const talk: Conversation = {
  id: 'c',
  title: 'Trip planning',
  createdAt: 1,
  updatedAt: 1,
  messages: [
    { id: 'q', role: 'user', content: 'Where is a good café in Lisbon?', at: 1 },
    { id: 'a', role: 'assistant', content: 'Try the one by the river.', parts: [{ kind: 'text', text: 'Try the one by the river.' }], at: 1 },
  ],
};

describe('searching the conversations', () => {
  it('finds a word in the title, a question or an answer, whatever its case or accents', () => {
    expect(foldText('Café  LISBOA')).toBe('cafe lisboa');
    expect(matchesSearch(talk, 'trip')).toBe(true);
    expect(matchesSearch(talk, 'CAFE')).toBe(true);
    expect(matchesSearch(talk, 'river')).toBe(true);
    expect(matchesSearch(talk, 'lisbon café')).toBe(true);
  });

  it('needs every word of the query; an empty query matches everything', () => {
    expect(matchesSearch(talk, 'river paris')).toBe(false);
    expect(matchesSearch(talk, 'porto')).toBe(false);
    expect(matchesSearch(talk, '   ')).toBe(true);
  });

  it('finds a conversation by what an earlier version of a question said (Edit keeps them)', () => {
    const edited = editedHistory(talk.messages, 0, 'Where is a good bakery in Porto?');
    const now = { ...talk, messages: edited };
    expect(matchesSearch(now, 'porto bakery')).toBe(true);
    expect(matchesSearch(now, 'river')).toBe(true);
    expect(matchesSearch(now, 'café lisbon')).toBe(true);
    expect(matchesSearch(now, 'madrid')).toBe(false);
  });
});
