'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { addEntries, moveLegacyList, readEntries, writeChanges, type AddCount } from './conversation-entries';
import { newConversation, placeAnswer, type ChatMessage, type Conversation } from './model';
import { announceStorageChange, storageSubscriber } from '@/lib/client/browser-storage';

/** What a conversation keeps of its own settings (model.ts conversationSettings reads them). */
type SettingsPatch = Partial<Pick<Conversation, 'model' | 'functions' | 'system' | 'temperature' | 'topP' | 'topK' | 'minP' | 'maxTokens' | 'seed' | 'frequencyPenalty' | 'presencePenalty' | 'stop' | 'json'>>;

/**
 * The conversations, kept in this browser's localStorage (never on the server; one entry
 * each, conversation-entries.ts), newest first, with the one open. Other tabs see changes
 * through the storage event. Which one is
 * open is each tab's own (sessionStorage): a new chat in one tab once switched every other
 * tab to it, even one in the middle of an answer. localStorage keeps the last one opened,
 * where a new tab starts.
 */
const CURRENT_KEY = 'prism.chat.current';
const CHANGED = 'prism:chat-conversations';
// No count limit: conversations stay until the browser's storage is full, and then the least
// recently used go first, with a notice (write). A cap of 100 once dropped by position, which
// is order of creation, so the 101st new chat silently deleted the first one, even open.

interface Stored {
  list: Conversation[];
  currentId: string | null;
}
const EMPTY: Stored = { list: [], currentId: null };
let cache: { raw: string; value: Stored } = { raw: '', value: EMPTY };

/**
 * When the browser's storage is full. Oldest conversations are dropped to make room for the
 * one being written; if even it alone does not fit, this tab keeps it in memory (`overlay`)
 * and says it is not saved, rather than showing the page as it was before the last message.
 */
export type StorageNotice = { kind: 'dropped'; count: number } | { kind: 'unsaved' } | null;
let overlay: Stored | null = null;
let notice: StorageNotice = null;

function read(): Stored {
  if (overlay) return overlay;
  let entries: ReturnType<typeof readEntries>;
  let currentId: string;
  try {
    entries = readEntries(localStorage);
    currentId = tabCurrent() ?? localStorage.getItem(CURRENT_KEY) ?? '';
  } catch {
    return EMPTY;
  }
  const raw = `${entries.raw}\u0000${currentId}`;
  if (raw === cache.raw) return cache.value;
  cache = { raw, value: { list: entries.list, currentId: currentId || null } };
  return cache.value;
}

/** This tab's open conversation: an id, '' for none chosen here, or null before the first choice. */
function tabCurrent(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
}

/**
 * A tab that has not chosen yet starts on the last one opened, and keeps it: pinned when the
 * page opens, so another tab's choice made before this one's first does not move it. The list
 * an earlier version kept under one key moves to an entry per conversation then.
 */
function openStorage(): void {
  try {
    if (sessionStorage.getItem(CURRENT_KEY) === null) sessionStorage.setItem(CURRENT_KEY, localStorage.getItem(CURRENT_KEY) ?? '');
    const dropped = moveLegacyList(localStorage);
    if (dropped > 0) notice = { kind: 'dropped', count: dropped };
    announceStorageChange(CHANGED);
  } catch {
    // No storage: nothing to pin or move.
  }
}

/**
 * Writes what changed since `before` (the conversations this tab changed, not the whole list:
 * conversation-entries.ts). `chosen`: this write opens a conversation (or none), which becomes
 * where new tabs start.
 */
function persist(before: Stored, state: Stored, chosen: boolean): void {
  writeChanges(localStorage, before.list, state.list);
  try {
    sessionStorage.setItem(CURRENT_KEY, state.currentId ?? '');
  } catch {
    // No sessionStorage (a sandboxed frame): the tabs share the last one opened, as before.
  }
  if (!chosen) return;
  if (state.currentId) localStorage.setItem(CURRENT_KEY, state.currentId);
  else localStorage.removeItem(CURRENT_KEY);
}

function write(next: Partial<Stored>): void {
  const shown = read();
  const state: Stored = { ...shown, ...next };
  // What storage holds: the list shown, unless this tab kept it in memory when nothing could
  // be saved, and then what is stored of the conversations this tab knows (all of them get
  // written). One another tab saved meanwhile is not this tab's to remove: compared with the
  // whole of storage, the tab's older list once deleted it.
  const known = new Set(shown.list.map((c) => c.id));
  const before = overlay ? { currentId: null, list: storedNow().list.filter((c) => known.has(c.id)) } : shown;
  // Newest last: they are the first to go when storage is full, never the open one.
  const droppable = state.list.filter((c) => c.id !== state.currentId).sort(byRecent);
  let kept = state.list;
  let dropped = 0;
  for (;;) {
    try {
      persist(before, { ...state, list: kept }, 'currentId' in next);
      overlay = null;
      // A notice of dropped conversations stays (and adds up); 'unsaved' is over once saved.
      if (dropped > 0) notice = { kind: 'dropped', count: dropped + (notice?.kind === 'dropped' ? notice.count : 0) };
      else if (notice?.kind === 'unsaved') notice = null;
      break;
    } catch (error) {
      const gone = droppable.pop();
      if (!isQuotaError(error) || !gone) {
        // Storage full with nothing left to drop, or disabled (private mode): this tab
        // keeps the conversations until it closes.
        overlay = state;
        notice = { kind: 'unsaved' };
        break;
      }
      kept = kept.filter((c) => c.id !== gone.id);
      dropped += 1;
    }
  }
  announceStorageChange(CHANGED);
}

function storedNow(): Stored {
  try {
    return { list: readEntries(localStorage).list, currentId: null };
  } catch {
    return EMPTY;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

const subscribe = storageSubscriber(CHANGED);

const byRecent = (a: Conversation, b: Conversation) => b.updatedAt - a.updatedAt;

export function useConversations() {
  useEffect(openStorage, []);
  const stored = useSyncExternalStore(subscribe, read, () => EMPTY);
  const list = useMemo(() => [...stored.list].sort(byRecent), [stored.list]);
  const current = list.find((c) => c.id === stored.currentId) ?? null;

  const select = useCallback((id: string | null) => write({ currentId: id }), []);

  /** Starts an empty conversation and opens it; an empty one already open is reused. */
  const create = useCallback((): Conversation => {
    const { list: all, currentId } = read();
    const open = all.find((c) => c.id === currentId);
    if (open && open.messages.length === 0) return open;
    const conversation = newConversation();
    write({ list: [conversation, ...all], currentId: conversation.id });
    return conversation;
  }, []);

  const update = useCallback((id: string, change: (c: Conversation) => Conversation) => {
    const { list: all } = read();
    write({ list: all.map((c) => (c.id === id ? change(c) : c)) });
  }, []);

  const rename = useCallback((id: string, title: string) => update(id, (c) => ({ ...c, title: title.trim() || c.title })), [update]);

  const remove = useCallback((id: string) => {
    const { list: all, currentId } = read();
    write({ list: all.filter((c) => c.id !== id), ...(currentId === id ? { currentId: null } : {}) });
  }, []);

  /** Replaces the messages of a conversation (and bumps it to the top), with a new title or settings. */
  const setMessages = useCallback(
    (id: string, messages: ChatMessage[], { title, ...settings }: Partial<Pick<Conversation, 'title'>> & SettingsPatch = {}) =>
      update(id, (c) => ({
        ...c,
        messages,
        updatedAt: Date.now(),
        ...(title ? { title } : {}),
        ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
      })),
    [update],
  );

  /**
   * Pages a conversation to an earlier take of an answer or version of a question: what is on
   * screen changes, its place in the list does not (looking back is not new work; it once went
   * to the top as if it were).
   */
  const showMessages = useCallback((id: string, messages: ChatMessage[]) => update(id, (c) => ({ ...c, messages })), [update]);

  /** Saves an answer after its question, into the conversation as stored now (placeAnswer). */
  const saveAnswer = useCallback(
    (id: string, history: ChatMessage[], answer: ChatMessage) => update(id, (c) => ({ ...c, messages: placeAnswer(c.messages, history, answer), updatedAt: Date.now() })),
    [update],
  );

  /** The model, functions, instructions or sampling a conversation asks with from now on (its place in the list stays). */
  const setSettings = useCallback(
    (id: string, patch: SettingsPatch) =>
      update(id, (c) => {
        // Nothing changed (the same values again): no write.
        const same = (Object.keys(patch) as Array<keyof typeof patch>).every((key) => String(patch[key]) === String(c[key]));
        return same ? c : { ...c, ...patch };
      }),
    [update],
  );

  /** Adds conversations from an export (transfer.ts): nothing here is removed to make room. */
  const importConversations = useCallback((incoming: Conversation[]): AddCount => {
    let storage: Storage;
    try {
      storage = localStorage;
    } catch {
      // Storage switched off (a sandboxed frame, a blocking setting): nothing can be kept.
      return { added: 0, updated: 0, kept: 0, notSaved: incoming.length };
    }
    const count = addEntries(storage, incoming, storedNow().list);
    announceStorageChange(CHANGED);
    return count;
  }, []);

  const storage = useSyncExternalStore(subscribe, () => notice, () => null);
  return { list, current, select, create, rename, remove, setMessages, showMessages, saveAnswer, setSettings, importConversations, storage };
}
