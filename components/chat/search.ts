import { hasEveryWord } from '@/lib/client/fold-text';
import { answerText, type ChatMessage, type Conversation } from './model';

/**
 * Whether a conversation matches what was typed in the list's search box: every word of the
 * query is somewhere in its title, its questions or its answers (in any order), those of the
 * versions Edit keeps (versions.ts) included: a conversation is found by what it once said.
 */
export function matchesSearch(conversation: Conversation, query: string): boolean {
  return hasEveryWord([conversation.title, ...said(conversation.messages)].join('\n'), query);
}

/** Every question and answer text, through the versions of each question. */
function said(messages: readonly ChatMessage[]): string[] {
  return messages.flatMap((m) => (m.role === 'user' ? [m.content, ...(m.versions ?? []).flatMap(said)] : [answerText(m)]));
}
