import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@/components/chat/model';
import { exportFile, readExportFile } from '@/components/chat/transfer';
import { chooseVersion, editedHistory, QUESTION_VERSIONS_MAX, versionsAt } from '@/components/chat/versions';

const q = (id: string): ChatMessage => ({ id, role: 'user', content: id, at: 1 });
const a = (id: string): ChatMessage => ({ id, role: 'assistant', content: id, status: 'done', at: 1 });
const shown = (messages: ChatMessage[]) => messages.map((m) => m.content);

describe("Edit's versions of a conversation", () => {
  const start = [q('q1'), a('a1'), q('q2'), a('a2')];

  it('keeps the conversation from the edited question on as the earlier version of the new one', () => {
    const edited = editedHistory(start, 0, 'q1 again');
    expect(shown(edited)).toEqual(['q1 again']);
    expect(versionsAt(edited, 0)).toEqual({ all: [start, [expect.objectContaining({ content: 'q1 again' })]], at: 1 });
    // Edited further down, what comes before stays as it is.
    const later = editedHistory(start, 2, 'q2 again');
    expect(shown(later)).toEqual(['q1', 'a1', 'q2 again']);
    expect(versionsAt(later, 2).all[0]).toEqual([q('q2'), a('a2')]);
  });

  it('brings back a version whole, keeping the others in the order they were written', () => {
    const edited = [...editedHistory(start, 0, 'v2'), a('b1')];
    const third = editedHistory(edited, 0, 'v3');
    expect(versionsAt(third, 0).all.map((v) => shown(v))).toEqual([['q1', 'a1', 'q2', 'a2'], ['v2', 'b1'], ['v3']]);
    const first = chooseVersion(third, 0, 0);
    expect(shown(first)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(versionsAt(first, 0).at).toBe(0);
    // The order does not change with what is on screen: paging back and forth finds the same.
    expect(versionsAt(first, 0).all.map((v) => shown(v))).toEqual([['q1', 'a1', 'q2', 'a2'], ['v2', 'b1'], ['v3']]);
    expect(shown(chooseVersion(first, 0, 1))).toEqual(['v2', 'b1']);
    expect(shown(chooseVersion(chooseVersion(first, 0, 1), 0, 2))).toEqual(['v3']);
    // Choosing the one on screen, or one that is not there, changes nothing.
    expect(chooseVersion(first, 0, 0)).toEqual(first);
    expect(chooseVersion(first, 0, 9)).toEqual(first);
  });

  it('an edit made on an earlier version adds a version after the others', () => {
    const edited = editedHistory(start, 0, 'v2');
    const back = chooseVersion(edited, 0, 0);
    const again = editedHistory(back, 0, 'v3');
    expect(versionsAt(again, 0)).toMatchObject({ at: 2 });
    expect(versionsAt(again, 0).all.map((v) => v[0]!.content)).toEqual(['q1', 'v2', 'v3']);
  });

  it(`keeps at most ${QUESTION_VERSIONS_MAX} versions of a question, the oldest going first`, () => {
    let messages = start;
    for (let i = 2; i <= QUESTION_VERSIONS_MAX + 2; i++) messages = editedHistory(messages, 0, `v${i}`);
    const { all, at } = versionsAt(messages, 0);
    expect(all).toHaveLength(QUESTION_VERSIONS_MAX);
    // The original and v2 went: twelve were written.
    expect(all[0]![0]!.content).toBe('v3');
    expect(at).toBe(QUESTION_VERSIONS_MAX - 1);
  });

  it('goes through an export and its import, versions within versions too; a damaged version leaves the conversation out', () => {
    const inner = editedHistory([q('x'), a('y')], 0, 'x2');
    const tree = editedHistory([q('q1'), a('a1'), ...inner], 0, 'top');
    const conversation: Conversation = { id: 'c', title: 'T', createdAt: 1, updatedAt: 1, messages: chooseVersion(tree, 0, 0) };
    const read = readExportFile(exportFile([conversation]));
    expect(read).toEqual({ ok: true, conversations: [conversation], damaged: 0 });
    const broken = { ...conversation, messages: [{ ...conversation.messages[0], versions: [[a('not a question')]] }] };
    expect(readExportFile(JSON.stringify({ format: 'prism-studio.chat', version: 1, conversations: [broken] }))).toMatchObject({ ok: true, conversations: [], damaged: 1 });
  });
});
