import { answerText, type Conversation } from './model';

/**
 * Text folded for matching (and for file names, transfer.ts): lower case, accents off ("Café"
 * finds "cafe"), runs of space as one.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Whether a conversation matches what was typed in the list's search box: every word of the
 * query is somewhere in its title, its questions or its answers (in any order).
 */
export function matchesSearch(conversation: Conversation, query: string): boolean {
  const words = foldText(query).trim().split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([conversation.title, ...conversation.messages.map((m) => (m.role === 'user' ? m.content : answerText(m)))].join('\n'));
  return words.every((word) => haystack.includes(word));
}
