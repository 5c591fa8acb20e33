import type { Conversation } from './model';

/**
 * The conversations in localStorage, one entry each (`prism.chat.conversation.<id>`). One
 * entry for the whole list lost answers: Chromium passes localStorage writes between tabs
 * asynchronously, so a tab saving its own conversation from a view a moment old wrote back
 * the other tab's conversation as it was before that tab's newest answer. A tab now writes
 * only the entries of the conversations it changed.
 */
export const ENTRY_PREFIX = 'prism.chat.conversation.';
/** Where the whole list was kept before: read, and moved to entries (moveLegacyList). */
export const LEGACY_KEY = 'prism.chat.conversations';

const entryKey = (id: string) => `${ENTRY_PREFIX}${id}`;

/**
 * Every stored conversation, and the text they were read from (equal text, equal list: the
 * caller's cache). A damaged entry is skipped rather than breaking the page; an entry wins
 * over the same conversation still in the old list.
 */
export function readEntries(storage: Storage): { raw: string; list: Conversation[] } {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(ENTRY_PREFIX)) keys.push(key);
  }
  keys.sort();
  const legacy = storage.getItem(LEGACY_KEY);
  const texts = keys.map((key) => storage.getItem(key) ?? '');
  const raw = `${legacy ?? ''}\u0001${texts.join('\u0001')}`;
  const byId = new Map<string, Conversation>();
  for (const conversation of parseList(legacy)) byId.set(conversation.id, conversation);
  for (const text of texts) {
    const conversation = parse(text);
    if (conversation) byId.set(conversation.id, conversation);
  }
  return { raw, list: [...byId.values()] };
}

/**
 * Saves the difference between two views of the list: entries of conversations gone are
 * removed first (a full storage gets that room back), then those new or changed (a new
 * object: the list's updates replace what they change) are written. Throws what the
 * storage throws (QuotaExceededError when full).
 */
export function writeChanges(storage: Storage, before: readonly Conversation[], after: readonly Conversation[]): void {
  const earlier = new Map(before.map((c) => [c.id, c]));
  const kept = new Set(after.map((c) => c.id));
  for (const id of earlier.keys()) if (!kept.has(id)) storage.removeItem(entryKey(id));
  for (const conversation of after) {
    if (earlier.get(conversation.id) !== conversation) storage.setItem(entryKey(conversation.id), JSON.stringify(conversation));
  }
}

export interface AddCount {
  /** New here. */
  added: number;
  /** Here already, older than the file's: replaced. */
  updated: number;
  /** Here already, as new as the file's or newer: kept as it is. */
  kept: number;
  /** Did not fit in the browser's storage. */
  notSaved: number;
}

/**
 * Adds conversations from elsewhere (an import) to those stored. Nothing stored is removed to
 * make room: when storage is full, what does not fit is counted as not saved. Of two copies
 * of one conversation, the one changed last stays. Newest first, so a full storage keeps
 * the recent ones.
 */
export function addEntries(storage: Storage, incoming: readonly Conversation[], stored: readonly Conversation[]): AddCount {
  const here = new Map(stored.map((c) => [c.id, c]));
  const count: AddCount = { added: 0, updated: 0, kept: 0, notSaved: 0 };
  for (const conversation of [...incoming].sort((a, b) => b.updatedAt - a.updatedAt)) {
    const mine = here.get(conversation.id);
    if (mine && mine.updatedAt >= conversation.updatedAt) {
      count.kept += 1;
      continue;
    }
    try {
      storage.setItem(entryKey(conversation.id), JSON.stringify(conversation));
      here.set(conversation.id, conversation);
      count[mine ? 'updated' : 'added'] += 1;
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
      count.notSaved += 1;
    }
  }
  return count;
}

/**
 * Moves the list kept under one key (earlier versions) to an entry per conversation. The old
 * key goes first, so the entries fit where it was; one that still does not fit (storage full
 * since) is dropped, the oldest first, and the count says how many.
 */
export function moveLegacyList(storage: Storage): number {
  const legacy = storage.getItem(LEGACY_KEY);
  if (legacy === null) return 0;
  // Newest first: if room runs out, the oldest are the ones left out.
  const list = parseList(legacy).sort((a, b) => b.updatedAt - a.updatedAt);
  storage.removeItem(LEGACY_KEY);
  let dropped = 0;
  for (const conversation of list) {
    try {
      storage.setItem(entryKey(conversation.id), JSON.stringify(conversation));
    } catch {
      dropped += 1;
    }
  }
  return dropped;
}

function parseList(text: string | null): Conversation[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isConversation) : [];
  } catch {
    return [];
  }
}

function parse(text: string): Conversation | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isConversation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isConversation(value: unknown): value is Conversation {
  const c = value as Conversation;
  return typeof c?.id === 'string' && typeof c.title === 'string' && Array.isArray(c.messages);
}
