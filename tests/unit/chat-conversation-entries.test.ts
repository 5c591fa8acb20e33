import { describe, expect, it } from 'vitest';
import { addEntries, ENTRY_PREFIX, LEGACY_KEY, moveLegacyList, readEntries, writeChanges } from '@/components/chat/conversation-entries';
import type { Conversation } from '@/components/chat/model';

/** localStorage's interface over a Map, with a byte budget like the browser's quota. */
class QuotaStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const talk = (id: string, contents: string[], updatedAt = 1): Conversation => ({
  id,
  title: id,
  createdAt: updatedAt,
  updatedAt,
  messages: contents.map((content, i) => ({ id: `${id}-${i}`, role: i % 2 ? 'assistant' : 'user', content, at: updatedAt })),
});

describe('conversation entries in localStorage', () => {
  it("a tab saving its conversation from a view a moment old leaves another tab's newest answer alone", () => {
    // Chromium passes localStorage writes between tabs asynchronously: tab B read the list
    // before tab A saved its answer, and saves its own conversation after.
    const storage = new QuotaStorage();
    const start = [talk('a', ['Remember the lighthouse']), talk('b', [])];
    writeChanges(storage, [], start);
    const viewOfB = readEntries(storage).list;

    const viewOfA = readEntries(storage).list;
    writeChanges(storage, viewOfA, viewOfA.map((c) => (c.id === 'a' ? talk('a', ['Remember the lighthouse', 'The answer']) : c)));
    writeChanges(storage, viewOfB, viewOfB.map((c) => (c.id === 'b' ? talk('b', ['A second topic']) : c)));

    const saved = new Map(readEntries(storage).list.map((c) => [c.id, c.messages.map((m) => m.content)]));
    // With the whole list under one key, B's write put back A without its answer.
    expect(saved.get('a')).toEqual(['Remember the lighthouse', 'The answer']);
    expect(saved.get('b')).toEqual(['A second topic']);
  });

  it('removes the entry of a deleted conversation and writes nothing for those unchanged', () => {
    const storage = new QuotaStorage();
    writeChanges(storage, [], [talk('a', ['one']), talk('b', ['two'])]);
    const view = readEntries(storage).list;
    // An unchanged conversation is the same object: rewritten, it would overwrite another tab's newer copy.
    storage.setItem(`${ENTRY_PREFIX}a`, JSON.stringify(talk('a', ['one', 'newer, from another tab'])));
    writeChanges(storage, view, view.filter((c) => c.id !== 'b'));
    expect(storage.getItem(`${ENTRY_PREFIX}b`)).toBeNull();
    expect(readEntries(storage).list.map((c) => c.messages.length)).toEqual([2]);
  });

  it('moves the list an earlier version kept under one key to an entry each, newest kept first when room runs short', () => {
    const legacy = [talk('old', ['x'.repeat(300)], 1), talk('new', ['y'.repeat(300)], 2)];
    const roomy = new QuotaStorage();
    roomy.setItem(LEGACY_KEY, JSON.stringify(legacy));
    // Read before the move, the old list shows as it is.
    expect(readEntries(roomy).list.map((c) => c.id).sort()).toEqual(['new', 'old']);
    expect(moveLegacyList(roomy)).toBe(0);
    expect(roomy.getItem(LEGACY_KEY)).toBeNull();
    expect(readEntries(roomy).list.map((c) => c.id).sort()).toEqual(['new', 'old']);
    expect(moveLegacyList(roomy)).toBe(0);

    // Storage full to the brim with the old list and other data: two entries take a little
    // more than the one list did (a key each), so one of them does not fit.
    const text = JSON.stringify([talk('old', ['x'.repeat(150)], 1), talk('new', ['y'.repeat(150)], 2)]);
    const tight = new QuotaStorage(LEGACY_KEY.length + text.length + 'other'.length + 100);
    tight.setItem(LEGACY_KEY, text);
    tight.setItem('other', 'z'.repeat(100));
    expect(moveLegacyList(tight)).toBe(1);
    expect(readEntries(tight).list.map((c) => c.id)).toEqual(['new']);
  });

  it('skips a damaged entry instead of failing the page', () => {
    const storage = new QuotaStorage();
    writeChanges(storage, [], [talk('a', ['fine'])]);
    storage.setItem(`${ENTRY_PREFIX}broken`, '{"id": 3');
    storage.setItem(`${ENTRY_PREFIX}odd`, JSON.stringify({ id: 'odd' }));
    expect(readEntries(storage).list.map((c) => c.id)).toEqual(['a']);
  });

  it('an import adds new conversations, replaces older copies, keeps newer ones, and never removes any to make room', () => {
    const storage = new QuotaStorage(2_000);
    const mine = [talk('a', ['kept as mine'], 5), talk('b', ['older here'], 1), talk('c', ['only here'], 3)];
    writeChanges(storage, [], mine);
    const incoming = [talk('a', ['older in the file'], 4), talk('b', ['newer in the file'], 2), talk('d', ['new'], 6), talk('e', ['x'.repeat(2_000)], 7)];

    expect(addEntries(storage, incoming, readEntries(storage).list)).toEqual({ added: 1, updated: 1, kept: 1, notSaved: 1 });
    const saved = new Map(readEntries(storage).list.map((c) => [c.id, c.messages[0]?.content]));
    expect(Object.fromEntries(saved)).toEqual({ a: 'kept as mine', b: 'newer in the file', c: 'only here', d: 'new' });
  });
});
