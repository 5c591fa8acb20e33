import { hasEveryWord } from '@/lib/client/fold-text';
import { answerText, type Conversation } from './model';

/**
 * Whether a conversation matches what was typed in the list's search box: every word of the
 * query is somewhere in its title, its questions or its answers (in any order).
 */
export function matchesSearch(conversation: Conversation, query: string): boolean {
  return hasEveryWord([conversation.title, ...conversation.messages.map((m) => (m.role === 'user' ? m.content : answerText(m)))].join('\n'), query);
}
