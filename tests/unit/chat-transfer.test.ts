import { describe, expect, it } from 'vitest';
import type { Conversation } from '@/components/chat/model';
import { conversationMarkdown, exportFile, exportFileName, importSummary, markdownFileName, readExportFile } from '@/components/chat/transfer';

const NOW = Date.UTC(2026, 10, 27, 9, 30);

const lighthouse: Conversation = {
  id: 'c-1',
  title: 'Remember the lighthouse',
  createdAt: NOW,
  updatedAt: NOW + 5_000,
  model: 'double-large',
  messages: [
    { id: 'm-1', role: 'user', content: 'What is "hola" in English?', at: NOW },
    {
      id: 'm-2',
      role: 'assistant',
      content: 'It means hello.',
      parts: [
        { kind: 'function', name: 'translate', arguments: '{"text":"hola"}', result: { text: 'hello' }, done: true },
        { kind: 'text', text: 'It means hello.' },
      ],
      model: 'double-small',
      status: 'done',
      at: NOW + 1_000,
    },
  ],
};

function fileWith(conversations: unknown[], extra: Record<string, unknown> = {}) {
  return JSON.stringify({ format: 'prism-studio.chat', version: 1, conversations, ...extra });
}

describe('chat export and import', () => {
  it('reads back what it exports, field for field', () => {
    const read = readExportFile(exportFile([lighthouse], NOW));
    expect(read).toEqual({ ok: true, conversations: [lighthouse], damaged: 0 });
    expect(exportFileName(NOW)).toBe('prism-chats-2026-11-27.json');
  });

  it('says why a file is not an export it can read', () => {
    expect(readExportFile('{"format": "prism-studio.chat", "version": 1, "conversations": [')).toEqual({ ok: false, message: 'This file is not a chat export: it is not JSON.' });
    const other = readExportFile(JSON.stringify([lighthouse]));
    expect(other.ok === false && other.message).toMatch(/not a Prism Studio chat export/);
    const newer = readExportFile(fileWith([lighthouse], { version: 2 }));
    expect(newer.ok === false && newer.message).toMatch(/newer Prism Studio \(version 2\)/);
    const noList = readExportFile(JSON.stringify({ format: 'prism-studio.chat', version: 1 }));
    expect(noList.ok === false && noList.message).toMatch(/no list of conversations/);
  });

  it('leaves out and counts a damaged conversation, keeps the others', () => {
    const badMessage = { ...lighthouse, id: 'c-2', messages: [{ id: 'x', role: 'system', content: 'hi', at: NOW }] };
    const badPart = { ...lighthouse, id: 'c-3', messages: [{ ...lighthouse.messages[1], parts: [{ kind: 'image', url: 'x' }] }] };
    const badId = { ...lighthouse, id: '../../etc' };
    const noMessages = { ...lighthouse, id: 'c-4', messages: 'none' };
    const read = readExportFile(fileWith([badMessage, lighthouse, badPart, badId, noMessages, null, 'text']));
    expect(read).toEqual({ ok: true, conversations: [lighthouse], damaged: 6 });
  });

  it('reads a conversation whose times are missing (an early version kept none): they order the list only', () => {
    const early = { id: 'old-1', title: 'Old talk', updatedAt: 7, messages: [{ id: 'm1', role: 'user', content: 'hi' }] };
    const read = readExportFile(fileWith([early]));
    expect(read).toEqual({ ok: true, conversations: [{ ...early, createdAt: 7, messages: [{ ...early.messages[0], at: 0 }] }], damaged: 0 });
  });

  it('keeps only known fields; an answer exported mid-stream is stopped; a blank title gets one', () => {
    const raw = {
      ...lighthouse,
      title: '   ',
      extra: 'dropped',
      messages: [{ ...lighthouse.messages[1], status: 'streaming', injected: '<script>' }],
    };
    const read = readExportFile(fileWith([raw]));
    expect(read.ok).toBe(true);
    const [conversation] = read.ok ? read.conversations : [];
    expect(conversation?.title).toBe('Imported chat');
    expect(conversation).not.toHaveProperty('extra');
    expect(conversation?.messages[0]).not.toHaveProperty('injected');
    expect(conversation?.messages[0]?.status).toBe('stopped');
  });

  it('writes a conversation as Markdown: turns in order, the model, functions called and failures', () => {
    const failed: Conversation = {
      ...lighthouse,
      messages: [...lighthouse.messages, { id: 'm-3', role: 'user', content: 'And again', at: NOW }, { id: 'm-4', role: 'assistant', content: '', status: 'error', error: 'The model is not loaded.', at: NOW }],
    };
    expect(conversationMarkdown(failed)).toBe(
      [
        '# Remember the lighthouse',
        '',
        '*Chat from Prism Studio, 2026-11-27 09:30 UTC*',
        '',
        '## You',
        '',
        'What is "hola" in English?',
        '',
        '## Assistant (double-small)',
        '',
        '> Called translate',
        '',
        'It means hello.',
        '',
        '## You',
        '',
        'And again',
        '',
        '## Assistant',
        '',
        '*(no answer: The model is not loaded.)*',
        '',
      ].join('\n'),
    );
    expect(markdownFileName({ ...lighthouse, title: 'Résumé: “notes” / 2026!' })).toBe('resume-notes-2026.md');
    expect(markdownFileName({ ...lighthouse, title: '???' })).toBe('chat.md');
  });

  it('keeps the functions a conversation asks with, leaving out names this version does not know', () => {
    const withFunctions: Conversation = { ...lighthouse, functions: ['translate', 'calculator'] };
    expect(readExportFile(exportFile([withFunctions], NOW))).toEqual({ ok: true, conversations: [withFunctions], damaged: 0 });
    const renamed = readExportFile(fileWith([{ ...lighthouse, functions: ['calculator', 'teleport', 7] }]));
    expect(renamed.ok && renamed.conversations[0]!.functions).toEqual(['calculator']);
    const none = readExportFile(fileWith([{ ...lighthouse, functions: 'translate' }]));
    expect(none.ok && none.conversations[0]).not.toHaveProperty('functions');
  });

  it("keeps a conversation's answer settings, reading one out of the contract's range as the model's default", () => {
    const tuned: Conversation = { ...lighthouse, temperature: 0.3, topP: 0.9, topK: 40, minP: 0.05, maxTokens: 800, seed: 42, frequencyPenalty: 0.5, presencePenalty: 0, stop: ['\n\n', 'END'], json: true };
    expect(readExportFile(exportFile([tuned], NOW))).toEqual({ ok: true, conversations: [tuned], damaged: 0 });
    const defaults: Conversation = { ...lighthouse, temperature: null, maxTokens: null, seed: null };
    expect(readExportFile(exportFile([defaults], NOW))).toEqual({ ok: true, conversations: [defaults], damaged: 0 });
    const damaged = readExportFile(fileWith([{ ...lighthouse, temperature: 9, topP: -1, topK: 1.5, minP: 2, maxTokens: '800', seed: 1.5, frequencyPenalty: 3, presencePenalty: 'high', stop: [''], json: 'yes' }]));
    expect(damaged.ok && damaged.conversations[0]).toMatchObject({ temperature: null, topP: null, topK: null, minP: null, maxTokens: null, seed: null, frequencyPenalty: null, presencePenalty: null, stop: null, json: null });
    const older = readExportFile(fileWith([lighthouse]));
    expect(older.ok && older.conversations[0]).not.toHaveProperty('temperature');
    expect(older.ok && older.conversations[0]).not.toHaveProperty('seed');
  });

  it("keeps an answer's note that it was written without the conversation's start, and says it in Markdown", () => {
    const answer = { ...lighthouse.messages[1]!, unseen: 12 };
    const long: Conversation = { ...lighthouse, messages: [lighthouse.messages[0]!, answer] };
    expect(readExportFile(exportFile([long], NOW))).toEqual({ ok: true, conversations: [long], damaged: 0 });
    for (const unseen of [0, -3, 2.5, '12']) {
      const read = readExportFile(fileWith([{ ...long, messages: [lighthouse.messages[0], { ...answer, unseen }] }]));
      expect(read.ok && read.conversations[0]!.messages[1]).not.toHaveProperty('unseen');
    }
    expect(conversationMarkdown(long)).toContain("*(written without the first 12 messages of this chat, which no longer fit in the model's context)*");
    expect(conversationMarkdown(lighthouse)).not.toContain('written without');
  });

  it('keeps the instructions of a conversation, and writes them at the top of its Markdown', () => {
    const instructed: Conversation = { ...lighthouse, system: 'Answer like a lighthouse keeper.' };
    expect(readExportFile(exportFile([instructed], NOW))).toEqual({ ok: true, conversations: [instructed], damaged: 0 });
    const odd = readExportFile(fileWith([{ ...lighthouse, system: 42 }]));
    expect(odd.ok && odd.conversations[0]).not.toHaveProperty('system');
    expect(conversationMarkdown(instructed)).toContain('UTC*\n\n## Instructions\n\nAnswer like a lighthouse keeper.\n\n## You');
    expect(conversationMarkdown(lighthouse)).not.toContain('## Instructions');
  });

  it("keeps an answer's earlier takes, one level deep, and leaves out a conversation whose take is damaged", () => {
    const take = { ...lighthouse.messages[1]!, id: 'm-2a', content: 'Hello, it means.', parts: [{ kind: 'text' as const, text: 'Hello, it means.' }] };
    const withTakes: Conversation = { ...lighthouse, messages: [lighthouse.messages[0]!, { ...lighthouse.messages[1]!, earlier: [take] }] };
    expect(readExportFile(exportFile([withTakes], NOW))).toEqual({ ok: true, conversations: [withTakes], damaged: 0 });
    const nested = readExportFile(fileWith([{ ...withTakes, messages: [lighthouse.messages[0], { ...lighthouse.messages[1], earlier: [{ ...take, earlier: [take] }] }] }]));
    expect(nested.ok && nested.conversations[0]!.messages[1]!.earlier).toEqual([take]);
    const damaged = readExportFile(fileWith([{ ...withTakes, messages: [lighthouse.messages[0], { ...lighthouse.messages[1], earlier: [{ id: 'x', role: 'user', content: 'hi' }] }] }]));
    expect(damaged).toEqual({ ok: true, conversations: [], damaged: 1 });
    // Markdown holds the answer the conversation goes on from.
    expect(conversationMarkdown(withTakes)).not.toContain('Hello, it means.');
  });

  it('keeps the mark of an answer cut at the length limit, and says it in Markdown', () => {
    const cut: Conversation = { ...lighthouse, messages: [lighthouse.messages[0]!, { ...lighthouse.messages[1]!, finish: 'length' }] };
    expect(readExportFile(exportFile([cut], NOW))).toEqual({ ok: true, conversations: [cut], damaged: 0 });
    const other = readExportFile(fileWith([{ ...lighthouse, messages: [{ ...lighthouse.messages[1], finish: 'stop' }] }]));
    expect(other.ok && other.conversations[0]!.messages[0]).not.toHaveProperty('finish');
    expect(conversationMarkdown(cut)).toContain('*(cut short at the length limit)*');
    expect(conversationMarkdown(lighthouse)).not.toContain('length limit');
  });

  it('sums an import up: what came in, what stayed, what was left out', () => {
    expect(importSummary({ added: 2, updated: 1, kept: 1, notSaved: 0 }, 0)).toBe(
      'Imported 3 conversations. 1 of them replaced an older copy of the same conversation. 1 conversation already here, as new or newer, stayed as it was.',
    );
    expect(importSummary({ added: 0, updated: 0, kept: 0, notSaved: 2 }, 1)).toBe(
      "Nothing new to import. 1 damaged conversation in the file was left out. 2 conversations did not fit: this browser's storage is full. Delete some conversations here and import the file again.",
    );
  });
});
