import { newId, type ChatMessage } from './model';

/**
 * Edit's versions of a conversation. Editing a question and sending it again once dropped
 * everything from that question on; now the conversation from there is kept as a version of
 * the new question, and the page pages through them (‹ 2 / 3 ›) and brings one back whole:
 * its question, its answers and whatever followed. A question holds the versions other than
 * the one on screen (`versions`, in the order they were written) and where its own falls
 * among them (`version`). A version's later questions keep their own versions (a tree).
 */

/** How many versions a question keeps, its own included: past this the oldest goes. */
export const QUESTION_VERSIONS_MAX = 10;

type Version = ChatMessage[];

/** Every version from question `index` on, in the order written, and which one is on screen. */
export function versionsAt(messages: readonly ChatMessage[], index: number): { all: Version[]; at: number } {
  const { versions = [], version, ...head } = messages[index]!;
  const at = Math.min(version ?? versions.length, versions.length);
  return { all: [...versions.slice(0, at), [head, ...messages.slice(index + 1)], ...versions.slice(at)], at };
}

/** The conversation with version `chosen` of question `index` on screen, the others kept. */
export function chooseVersion(messages: readonly ChatMessage[], index: number, chosen: number): ChatMessage[] {
  const { all, at } = versionsAt(messages, index);
  const version = all[chosen];
  if (!version || chosen === at) return [...messages];
  return [...messages.slice(0, index), ...withVersions(version, all, chosen)];
}

/**
 * The conversation once question `index` is edited to `text`: the new question ends it, as
 * the newest version; the conversation from the old question on is kept as an earlier one.
 */
export function editedHistory(messages: readonly ChatMessage[], index: number, text: string, now = Date.now()): ChatMessage[] {
  const { all } = versionsAt(messages, index);
  const edited: ChatMessage = { id: newId(), role: 'user', content: text, at: now };
  const kept = [...all, [edited]].slice(-QUESTION_VERSIONS_MAX);
  return [...messages.slice(0, index), ...withVersions([edited], kept, kept.length - 1)];
}

/** Version `at` of `all`, its question holding the others. */
function withVersions(version: Version, all: readonly Version[], at: number): ChatMessage[] {
  const others = all.filter((_, i) => i !== at);
  const [question, ...rest] = version;
  return [{ ...question!, ...(others.length ? { versions: others, version: at } : {}) }, ...rest];
}
